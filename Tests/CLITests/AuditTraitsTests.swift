import Foundation
import GlassRender
import GlassScene
import Testing

@testable import glass

/// `glass audit` with traits as `render` takes them, its help, what it asks of the memory budget, and the
/// paths it lists over every scene of the repository.
@Suite struct AuditTraitsTests {
    static let bar = ##"""
        {"device": "iPhone 17 Pro", "background": "#F2F2F7", "layers": [
          {"type": "navigationBar", "title": "Inbox", "backButton": "Mail", "trailing": [{"symbol": "magnifyingglass"}]},
          {"type": "statusBar"},
          {"type": "text", "text": "Plain", "frame": [20, 300, 200, 30], "color": "label"}
        ]}
        """##

    /// Every option the help shows is one the parser takes, and every one the parser takes is in the help.
    @Test func theHelpListsEveryFlagTheAuditTakes() throws {
        let shown = Set(
            Help.audit.split(whereSeparator: { !($0.isLetter || $0 == "-") }).map(String.init).filter {
                $0.hasPrefix("--") && $0.count > 2
            })
        let taken = Set(AuditCommand.valuedNames.keys).union(AuditCommand.flagNames).union(["--matrix"])
            .subtracting(["-h", "--help"])
        #expect(
            shown == taken, "in the help only: \(shown.subtracting(taken)); taken only: \(taken.subtracting(shown))")
        // Each one it takes is accepted (a bad value is its own message, never an unknown option).
        for flag in taken where flag != "--help" {
            let r = try CLI.run(["audit", "missing.json", flag] + (AuditCommand.flagNames.contains(flag) ? [] : ["x"]))
            #expect(!r.stderr.contains("unknown option"), "\(flag): \(r.stderr)")
        }
    }

    /// `--matrix appearance=light,dark` audits each look: a line per layer per look, each starting with its
    /// combination; the dark look's label is light on dark, so its ink differs; the JSON holds both renders;
    /// a settings flag joins as a key of one value, as on render.
    @Test func theMatrixAuditsEachCombination() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try AuditCommandTests.write(Self.bar, "bar.json", in: dir)
        let json = dir.appendingPathComponent("audit.json").path
        let overlay = dir.appendingPathComponent("marked.png").path
        let r = try CLI.run([
            "audit", scene, "--matrix", "appearance=light,dark", "--bold-text", "--json", json, "--overlay", overlay,
        ])
        #expect(r.code == 0 || r.code == 1, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        let light = lines.filter { $0.hasPrefix("[appearance=light,boldText=true] ") }
        let dark = lines.filter { $0.hasPrefix("[appearance=dark,boldText=true] ") }
        #expect(!light.isEmpty && light.count == dark.count)
        #expect(
            lines.last
                == "\(light.count * 2) layers audited in 2 renders, \(lines.filter { $0.hasSuffix("FAIL") }.count) under the minimum, 0 layout findings"
        )
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json)))
        let renders = try #require((object as? [String: Any])?["renders"] as? [[String: Any]])
        #expect(
            renders.map { $0["traits"] as? String } == [
                "appearance=light,boldText=true", "appearance=dark,boldText=true",
            ])
        for look in ["light", "dark"] {
            #expect(
                FileManager.default.fileExists(
                    atPath: dir.appendingPathComponent("marked[appearance=\(look),boldText=true].png").path))
        }
        // The same audit, one look at a time, prints the same lines (without the prefix).
        let alone = try CLI.run(["audit", scene, "--matrix", "appearance=dark", "--bold-text"])
        #expect(alone.stdout.split(separator: "\n").dropLast().map(String.init) == dark)
        // A key glass does not know is a usage error.
        #expect(try CLI.run(["audit", scene, "--matrix", "colour=red"]).code == 64)
    }

    /// `--json` naming one combination's overlay is the same usage error as naming `--overlay` itself: the JSON
    /// replaced `o[appearance=dark].png`, the dark overlay, and the audit exited 1.
    @Test func theJSONIsNoCombinationsOverlay() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try AuditCommandTests.write(Self.bar, "bar.json", in: dir)
        for (json, overlay) in [("o[appearance=dark].png", "o.png"), ("o[appearance=light].png", "o")] {
            let r = try CLI.run(
                [
                    "audit", scene, "--json", dir.appendingPathComponent(json).path, "--overlay",
                    dir.appendingPathComponent(overlay).path, "--matrix", "appearance=light,dark",
                ])
            #expect(r.code == 64, "\(json) \(overlay): \(r.code)")
            expectOneErrorLine(r, contains: "--json and --overlay name the same file")
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["bar.json"])
        }
    }

    /// A combination the scene is refused in names itself, as `render --matrix` does: the audit said only
    /// "the trailing items need 510 pt; the bar has 335 pt" of an iPad scene, refused on the iPhone SE.
    @Test func aRefusedCombinationIsNamed() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let items = (0..<6).map { #"{"title": "Item \#($0)"}"# }.joined(separator: ", ")
        let scene = try AuditCommandTests.write(
            #"{"device": "iPad mini", "layers": [{"type": "navigationBar", "title": "T", "trailing": [\#(items)]}]}"#,
            "nav.json", in: dir)
        let r = try CLI.run([
            "audit", scene, "--matrix", "device=ipad-mini,iphone-se-3rd-generation", "--overlay",
            dir.appendingPathComponent("o.png").path,
        ])
        #expect(r.code == 65)
        expectOneErrorLine(r, contains: "(rendering with device=iphone-se-3rd-generation)")
        // No overlay of the combination that passed is left.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["nav.json"])
    }

    /// A worker asks the memory budget for the render's peak and the audit's own pixels.
    @Test func theAuditsMemoryCountsInTheBudget() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try AuditCommandTests.write(Self.bar, "bar.json", in: dir)
        var asked = 0
        _ = try AuditCommand.audit(scene, overrides: SceneOverrides(), workers: .serial) { asked = $0 }
        let loaded = try SceneLoader.load(path: scene)
        let (plan, peak) = try Renderer.checkedPlan(loaded)
        #expect(LegibilityAudit.reservedBytes(plan) > 0)
        #expect(asked == peak + LegibilityAudit.reservedBytes(plan))
    }

    /// Every scene of the repository, audited by the release glass in both designs: every listed layer has
    /// a path, and no two layers of one render share one.
    @Test func everyListedPathIsNonEmptyAndUniqueInEveryScene() async throws {
        let glass = await CLI.releaseBinary()
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var scenes: [String] = []
        for folder in [
            "scenes", "fidelity/scenes", "docs/gallery", "Benchmarks/scenes",
            "Examples/SnapshotDemo/Tests/SnapshotDemoTests/Scenes",
        ] {
            let url = CLI.root.appendingPathComponent(folder)
            for n in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] where n.hasSuffix(".json") {
                scenes.append(url.appendingPathComponent(n).path)
            }
        }
        #expect(scenes.count > 100)
        var layersSeen = 0
        for scene in scenes.sorted() {
            let json = dir.appendingPathComponent("a.json").path
            let r = try CLI.runProcess(
                glass, ["audit", scene, "--json", json, "--matrix", "design=liquidGlass,compatibility"])
            try #require(r.code == 0 || r.code == 1, "\(scene): \(r.stderr)")
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json)))
            let renders = try #require((object as? [String: Any])?["renders"] as? [[String: Any]])
            for render in renders {
                let paths = try #require(render["layers"] as? [[String: Any]]).map { $0["path"] as? String ?? "" }
                layersSeen += paths.count
                #expect(!paths.contains(""), "\(scene) \(render["traits"] ?? ""): a layer without a path")
                let repeated = Dictionary(grouping: paths, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
                #expect(repeated.isEmpty, "\(scene) \(render["traits"] ?? ""): listed more than once: \(repeated)")
            }
        }
        #expect(layersSeen > 1000)
    }
}
