import Foundation
import Testing

/// The bars' own parts never collide, are never cut and never sit where the hardware is, under the traits: each
/// tab bar, toolbar and navigation bar screen of `ChromeScreens`, in both designs, audited by the release glass
/// (`glass audit --json`, at 1×) on the iPhone 17 Pro, the iPhone SE and the iPad mini, in portrait and
/// landscape, at Dynamic Type xS and AX5, left to right and right to left, has no `truncated`, `overlaps` or
/// `unsafe` finding. (A pre-26 tab's badge drawn over its 25 pt symbol failed here.)
@Suite struct BarTraitAuditTests {
    typealias S = ChromeScreens

    /// The screens made of bars alone (no sheet, popover, split view or control).
    static let bars = S.screens.filter { s in
        ["\"tabBar\"", "\"toolbar\"", "\"navigationBar\""].contains { s.layers.contains($0) }
            && !["\"sheet\"", "\"popover\"", "\"splitView\"", "\"pageControl\""].contains { s.layers.contains($0) }
            && s.top.isEmpty
    }

    static let matrix = [
        "--matrix", "device=iphone-17-pro,iphone-se-3rd-generation,ipad-mini",
        "--matrix", "orientation=portrait,landscape",
        "--matrix", "dynamicType=xS,AX5",
        "--matrix", "layoutDirection=leftToRight,rightToLeft",
    ]

    @Test(arguments: S.designs)
    func barsLayOutWithoutFindingsUnderTheTraits(design: String) async throws {
        #expect(Self.bars.count >= 15, "\(Self.bars.count) bar screens")
        let glass = await ReleaseGlass.binary()
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("bar-audit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        var problems: [String] = []
        for (i, screen) in Self.bars.enumerated() {
            let json = S.scene(
                screen, device: "iPhone 17 Pro", orientation: "portrait", direction: "leftToRight", design: design
            ).replacingOccurrences(of: ##""layers": ["##, with: ##""canvas": {"scale": 1}, "layers": ["##)
            let file = work.appendingPathComponent("\(i).json")
            try Data(json.utf8).write(to: file)
            let out = work.appendingPathComponent("\(i).audit.json")
            let run = try await ProgramRun.run(
                glass, ["audit", file.path, "--threads", "1"] + Self.matrix + ["--json", out.path], seconds: 600)
            guard run.status == 0 || run.status == 1,
                let renders = try? TraitLayoutPropertyTests.renders(Data(contentsOf: out))
            else {
                problems.append("\(screen.name): glass audit exited \(run.status): \(run.stderr)")
                continue
            }
            #expect(renders.count == 24, "\(screen.name): \(renders.count) renders")
            for render in renders {
                for f in render.findings where TraitLayoutPropertyTests.checkedKinds.contains(f.kind) {
                    problems.append("\(screen.name) [\(render.traits)] \(f.path) \(f.kind): \(f.detail)")
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.count) findings:\n\(problems.joined(separator: "\n"))")
    }
}
