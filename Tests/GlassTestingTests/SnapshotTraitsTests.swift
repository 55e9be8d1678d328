import Foundation
import GlassGoldens
import Testing

@testable import GlassTesting

/// `assertGlassSnapshot(of:matching:traits:)`: the scene rendered with traits, as `glass test --matrix` renders
/// it, against `NAME[k=v,…].png` beside the plain golden, in process and in the release glass alike.
@Suite struct SnapshotTraitsTests {
    static func check(
        _ scene: URL, _ golden: URL, _ traits: GlassTraits, _ record: SnapshotRecording,
        renderer: SnapshotRenderer = .inProcess(reason: "a test")
    ) -> GoldenResult {
        snapshot(
            of: scene, matching: golden, traits: traits, tolerance: 1, record: record, artifacts: nil, environment: [:],
            renderer: renderer, fileID: #fileID, filePath: #filePath, line: #line, column: 1)
    }

    @Test func traitsNameTheGoldenAndRenderAsTheSceneWithThemWrittenIn() throws {
        let (scene, golden, folder) = try makeSnapshotFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = golden.deletingLastPathComponent()
        // Spelled in any order, a device by its name: one canonical golden name.
        let recorded = Self.check(
            scene, golden, ["boldText": true, "device": "iPhone 17 Pro", "appearance": "dark"], .missing)
        #expect(recorded.status == .recorded, "\(recorded.message)")
        #expect(recorded.name == "hello[appearance=dark,boldText=true,device=iphone-17-pro]")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: goldens.path)
                == ["hello[appearance=dark,boldText=true,device=iphone-17-pro].png"], "the plain golden is untouched")
        #expect(
            Self.check(scene, golden, ["appearance": "dark", "device": "iphone-17-pro", "boldText": true], .never)
                .status == .passed)
        // The same render as the scene with the traits written in its JSON.
        var json = try String(contentsOf: scene, encoding: .utf8)
        json =
            "{\"appearance\": \"dark\", \"device\": \"iphone-17-pro\", \"settings\": {\"boldText\": true}, "
            + json.drop { $0 != "{" }.dropFirst()
        let written = folder.appendingPathComponent("written.json")
        try Data(json.utf8).write(to: written)
        let plain = Self.check(written, folder.appendingPathComponent("written.png"), .none, .missing)
        #expect(plain.status == .recorded, "\(plain.message)")
        #expect(
            try Data(contentsOf: folder.appendingPathComponent("written.png"))
                == Data(contentsOf: goldens.appendingPathComponent(recorded.name + ".png")))
        // Light is another golden, and another image.
        #expect(Self.check(scene, golden, ["appearance": "light"], .missing).status == .recorded)
        #expect(
            try Data(contentsOf: goldens.appendingPathComponent("hello[appearance=light].png"))
                != Data(contentsOf: goldens.appendingPathComponent(recorded.name + ".png")))
    }

    @Test func aTraitGlassDoesNotKnowFailsTheAssertion() throws {
        let (scene, golden, folder) = try makeSnapshotFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (traits, message) in [
            (
                ["dynamicType": "ax3"] as GlassTraits,
                "traits dynamicType expects xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4 or AX5, got 'ax3'; did you mean 'AX3'?"
            ),
            (["boldText": "1"], "traits boldText expects true or false, got '1'"),
            (["colour": "red"], "traits colour: unknown key 'colour'"),
            (["appearance": "dark", "appearance": "light"], "traits: appearance is given twice"),
        ] {
            // The assertion's own issue is known; what it returned is checked outside, where a failure counts.
            var result: GoldenResult? = nil
            withKnownIssue("a trait glass does not know") { result = Self.check(scene, golden, traits, .all) }
            let r = try #require(result)
            #expect(r.status == .error && r.message.hasPrefix(message), "\(r.message)")
        }
        #expect(!FileManager.default.fileExists(atPath: golden.deletingLastPathComponent().path), "nothing recorded")
    }

    /// Traits held in a `[String: String]`, as a parameterized test takes them or a variable keeps them, are
    /// the traits a `GlassTraits` literal spells (the assertion did not take such a dictionary at all).
    @Test(arguments: [["appearance": "dark"], ["boldText": "true", "appearance": "dark"]])
    func traitsAsAStringDictionary(_ traits: [String: String]) throws {
        let (scene, golden, folder) = try makeSnapshotFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorded = assertGlassSnapshot(of: scene, matching: golden, traits: traits, record: .missing)
        let name = traits.count == 1 ? "hello[appearance=dark]" : "hello[appearance=dark,boldText=true]"
        #expect(recorded.status == .recorded && recorded.name == name, "\(recorded.message)")
        let literal: GlassTraits =
            traits.count == 1 ? ["appearance": "dark"] : ["appearance": "dark", "boldText": true]
        #expect(assertGlassSnapshot(of: scene, matching: golden, traits: literal, record: .never).status == .passed)
    }

    /// The release glass (`glass __snapshot --traits`) records the same golden under the same name.
    @Test func outOfProcessTraitsAreTheSame() async throws {
        let renderer = await GlassBinary.renderer(callerFilePath: #filePath)
        guard case .binary = renderer else {
            Issue.record("no release glass for this package: \(renderer)")
            return
        }
        let (scene, golden, folder) = try makeSnapshotFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let traits: GlassTraits = ["appearance": "dark", "glassStyle": "tinted"]
        let inProcess = folder.appendingPathComponent("in/hello.png")
        let a = Self.check(scene, inProcess, traits, .all)
        let b = Self.check(scene, golden, traits, .all, renderer: renderer)
        #expect(a.status == .recorded && b.status == .recorded, "\(a.message) \(b.message)")
        #expect(b.goldenPath.hasSuffix("/goldens/hello[appearance=dark,glassStyle=tinted].png"))
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: a.goldenPath))
                == Data(contentsOf: URL(fileURLWithPath: b.goldenPath)))
    }
}
