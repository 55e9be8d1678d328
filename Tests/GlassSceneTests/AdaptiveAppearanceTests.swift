import Foundation
import GlassCore
import GlassRender
import GlassScene
import Testing

/// `"appearance": "auto"`: glass that measures what lies beneath it while rendering and takes its light or
/// dark look, alone or as a unit (containers, component groups), and what `glass expand` shows of it.
@Suite struct AdaptiveAppearanceTests {
    static func scene(_ json: String) throws -> ResolvedScene {
        try SceneLoader.resolve(bytes: Array(json.utf8), file: "test.json", directory: NSTemporaryDirectory())
    }

    static func render(_ json: String, workers: Workers = .serial) throws -> (PixelBuffer, [LookDecision]) {
        let log = DecisionLog()
        let image = Renderer.render(RenderPlan(try scene(json)), workers: workers, decisions: log)
        return (image, log.decisions)
    }

    /// One glass with a label on a solid background.
    static func glass(background: String, appearance: String, material: String = "") -> String {
        """
        {"canvas": {"width": 100, "height": 60, "scale": 2}, "background": "\(background)", "layers": [
          {"type": "glass", "appearance": "\(appearance)", "frame": [20, 10, 60, 40]\(material),
           "content": [{"type": "text", "text": "Aa", "frame": [0, 0, 60, 40], "color": "label"}]}]}
        """
    }

    /// #777777 has L* 50.04 and #767676 49.6: the look flips between them at the default threshold, and
    /// the auto render is byte for byte the forced look's.
    @Test func theDecisionFlipsAtTheThreshold() throws {
        let (above, d1) = try Self.render(Self.glass(background: "#777777", appearance: "auto"))
        let (below, d2) = try Self.render(Self.glass(background: "#767676", appearance: "auto"))
        #expect(d1.map(\.appearance) == [.light] && d2.map(\.appearance) == [.dark])
        #expect(abs(try #require(d1[0].measuredLightness) - 50.04) < 0.01)
        #expect(above == (try Self.render(Self.glass(background: "#777777", appearance: "light"))).0)
        #expect(below == (try Self.render(Self.glass(background: "#767676", appearance: "dark"))).0)
        #expect(above != (try Self.render(Self.glass(background: "#777777", appearance: "dark"))).0)
    }

    @Test func theThresholdIsAMaterialKey() throws {
        let t = { (v: String) in #", "material": {"adaptiveThreshold": \#(v)}"# }
        // 0: nothing is darker than L* 0; 100: everything but white is; a denormal: only black is.
        #expect(
            try Self.render(Self.glass(background: "#000000", appearance: "auto", material: t("0"))).1[0].appearance
                == .light)
        #expect(
            try Self.render(Self.glass(background: "#FEFEFE", appearance: "auto", material: t("100"))).1[0].appearance
                == .dark)
        #expect(
            try Self.render(Self.glass(background: "#FFFFFF", appearance: "auto", material: t("100"))).1[0].appearance
                == .light)
        #expect(
            try Self.render(Self.glass(background: "#000000", appearance: "auto", material: t("5e-324"))).1[0]
                .appearance == .dark)
        #expect(
            try Self.render(Self.glass(background: "#010101", appearance: "auto", material: t("5e-324"))).1[0]
                .appearance == .light)
        #expect(
            try Self.render(Self.glass(background: "#777777", appearance: "auto", material: t("51"))).1[0].appearance
                == .dark)
        for bad in ["-1", "100.5", "1e308", "\"50\"", "true"] {
            let error = #expect(throws: SceneError.self) {
                try Self.scene(Self.glass(background: "#000000", appearance: "auto", material: t(bad)))
            }
            #expect(error?.description.contains("layers[0].material.adaptiveThreshold") == true, "\(bad)")
        }
        // Checked on glass that does not adapt too.
        #expect(throws: SceneError.self) {
            try Self.scene(Self.glass(background: "#000000", appearance: "light", material: t("-0.5")))
        }
    }

    @Test func badAppearancesAreErrorsWithTheirPath() throws {
        let error = #expect(throws: SceneError.self) {
            try Self.scene(Self.glass(background: "#000000", appearance: "dusk"))
        }
        #expect(error?.description.contains("layers[0].appearance") == true)
        let lightness = #expect(throws: SceneError.self) {
            try Self.scene(
                #"{"canvas": {"width": 10, "height": 10}, "layers": [{"type": "group", "measuredLightness": "dark", "layers": []}]}"#
            )
        }
        #expect(lightness?.description.contains("layers[0].measuredLightness") == true)
    }

    /// Two glass of one container, one over black and one over white, take one look together (the mean of
    /// both regions); a member that forces its look keeps it.
    static func container(member: String = "") -> String {
        """
        {"canvas": {"width": 200, "height": 60, "scale": 1},
         "background": {"linearGradient": {"from": [0, 0], "to": [200, 0], "stops": [["#000000", 0], ["#000000", 0.5], ["#FFFFFF", 0.5], ["#FFFFFF", 1]]}},
         "layers": [{"type": "glassContainer", "appearance": "auto", "children": [
           {"type": "glass", "frame": [20, 10, 60, 40], "content": [{"type": "text", "text": "A", "frame": [0, 0, 60, 40]}]},
           {"type": "glass"\(member), "frame": [120, 10, 60, 40], "content": [{"type": "text", "text": "B", "frame": [0, 0, 60, 40]}]}]}]}
        """
    }

    @Test func aContainerDecidesOnceForAllItsMembers() throws {
        let (image, decisions) = try Self.render(Self.container())
        #expect(decisions.count == 1)
        #expect(decisions[0].memberPaths == ["layers[0].children[0]", "layers[0].children[1]"])
        // Half black, half white in linear light: L* ≈ 76 → light for both, though one sits over black.
        #expect(decisions[0].appearance == .light)
        let forced = try Self.render(Self.container().replacingOccurrences(of: "\"auto\"", with: "\"light\"")).0
        #expect(image == forced)
        let split = try Self.render(
            Self.container().replacingOccurrences(of: #""appearance": "auto", "#, with: "")
                .replacingOccurrences(
                    of: #"{"type": "glass", "frame": [20"#,
                    with: #"{"type": "glass", "appearance": "dark", "frame": [20"#)
        ).0
        #expect(image != split)
    }

    @Test func aMembersOwnLookWins() throws {
        let (image, decisions) = try Self.render(Self.container(member: #", "appearance": "dark""#))
        #expect(decisions.count == 1 && decisions[0].memberPaths == ["layers[0].children[0]"])
        // Only the member over black is measured now: dark.
        #expect(decisions[0].appearance == .dark)
        let forced = try Self.render(
            Self.container(member: #", "appearance": "dark""#).replacingOccurrences(of: "\"auto\"", with: "\"dark\"")
        ).0
        #expect(image == forced)
        let (_, lightMember) = try Self.render(Self.container(member: #", "appearance": "light""#))
        #expect(lightMember[0].appearance == .dark)
    }

    /// The status bar's `auto` ink measures its band: white over a dark one in a light scene, black over a
    /// light one in a dark scene.
    @Test func statusBarInkFollowsItsBand() throws {
        func ink(background: String, appearance: String) throws -> SIMD4<UInt8> {
            let (image, decisions) = try Self.render(
                """
                {"device": "iphone-17-pro", "appearance": "\(appearance)", "background": "\(background)",
                 "layers": [{"type": "statusBar"}]}
                """)
            #expect(decisions.count == 1)
            // The brightest or darkest pixel of the time's row, left of the island.
            var extreme = image[0, 0]
            for y in 33 * 3..<48 * 3 {
                for x in 0..<130 * 3 {
                    let p = image[x, y]
                    if (background == "#000000") == (p.x > extreme.x) { extreme = p }
                }
            }
            return extreme
        }
        #expect(try ink(background: "#000000", appearance: "light") == SIMD4(255, 255, 255, 255))
        #expect(try ink(background: "#FFFFFF", appearance: "dark") == SIMD4(0, 0, 0, 255))
    }

    /// The same scene, adaptive and vibrant, gives the same bytes at every thread count: rendered by the
    /// release glass (`glass render --threads N`, the renderer this process would run, 75–250× faster than
    /// this debug build), whose PNG files must be the same.
    @Test func sameBytesAtEveryThreadCount() async throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = Self.scenes.appendingPathComponent("adaptive-bars.json").path
        var files: [Data] = []
        for threads in [1, 2, 3, 5] {
            let png = dir.appendingPathComponent("\(threads).png").path
            let r = try await ReleaseGlass.run(["render", scene, "-o", png, "--threads", "\(threads)"])
            #expect(r.status == 0, "\(threads) threads")
            files.append(FileManager.default.contents(atPath: png) ?? Data())
        }
        #expect(files[0].count > 1000)
        for (threads, file) in zip([2, 3, 5], files.dropFirst()) { #expect(file == files[0], "\(threads) threads") }
    }

    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scenes")

    /// A new folder holding a copy of the scenes' images (an expansion names them relative to its own
    /// folder).
    static func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("glass-adaptive-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: scenes.appendingPathComponent("backgrounds"), to: dir.appendingPathComponent("backgrounds"))
        return dir
    }

    /// What `glass expand` prints shows each decision and renders to the same bytes: primitive adaptive
    /// glass, a container, and components (bars, the status bar) lowered. Through the release glass (the
    /// same `Expansion.expand` and renderer), the scene and its expansion rendered to PNG files that must be
    /// the same.
    @Test(arguments: [
        "adaptive-bars.json", "showcase.json", "navigation-bar-light.json", "tab-bar-dark.json", "toolbar-light.json",
    ])
    func expandShowsTheDecisionsAndRendersTheSame(name: String) async throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = Self.scenes.appendingPathComponent(name).path
        let expand = try await ReleaseGlass.run(["expand", path])
        try #require(expand.status == 0, "glass expand \(name) exited \(expand.status)")
        let text = expand.output
        #expect(text.contains("\"measuredLightness\""))
        #expect(!text.contains("\"auto\""))
        let expanded = dir.appendingPathComponent(name)
        try Data(text.utf8).write(to: expanded)
        let (a, b) = (dir.appendingPathComponent("original.png").path, dir.appendingPathComponent("again.png").path)
        #expect(try await ReleaseGlass.run(["render", path, "-o", a]).status == 0)
        #expect(try await ReleaseGlass.run(["render", expanded.path, "-o", b]).status == 0)
        let original = FileManager.default.contents(atPath: a) ?? Data()
        #expect(original.count > 1000 && original == FileManager.default.contents(atPath: b))
    }

    @Test func expandWritesTheLookAndTheLightnessToOneDecimal() throws {
        let text = try Expansion.expand(
            bytes: Array(Self.glass(background: "#767676", appearance: "auto").utf8), file: "t.json",
            directory: NSTemporaryDirectory())
        #expect(text.contains(#""appearance": "dark""#))
        #expect(text.contains(#""measuredLightness": 49.6"#))
    }

    /// The figure printed is rounded toward the look taken, never across the threshold: over #777777 (L*
    /// 50.034) with a threshold of 50.03 the glass is light and prints 50.1 (to the nearest tenth it was 50,
    /// under its own threshold); with 50.04 it is dark and prints 50.0.
    @Test func theLightnessPrintedIsNeverAcrossTheThreshold() throws {
        for (threshold, look, shown) in [("50.03", "light", "50.1"), ("50.04", "dark", "50")] {
            let text = try Expansion.expand(
                bytes: Array(
                    Self.glass(
                        background: "#777777", appearance: "auto",
                        material: #", "material": {"adaptiveThreshold": \#(threshold)}"#
                    ).utf8), file: "t.json", directory: NSTemporaryDirectory())
            #expect(text.contains(#""appearance": "\#(look)""#), "\(text)")
            #expect(
                text.contains(#""measuredLightness": \#(shown)"#)
                    || text.contains(#""measuredLightness": \#(shown).0"#), "\(text)")
        }
    }

    /// Components' small glass adapts by default in the Liquid Glass design; large panels and the
    /// compatibility design keep the scene's look.
    @Test func componentDefaults() throws {
        func group(_ type: String, design: String = "liquidGlass", extra: String = "") throws -> JSONValue? {
            let lowered = try SceneLoader.lower(
                bytes: Array(
                    #"{"device": "iphone-17-pro", "design": "\#(design)", "layers": [{"type": "\#(type)"\#(extra)}]}"#
                        .utf8),
                file: "t.json")
            guard case .object(let top) = lowered,
                case .array(let layers)? = top.first(where: { $0.key == "layers" })?.value,
                case .object(let g) = layers[0]
            else { return nil }
            return g.first(where: { $0.key == "appearance" })?.value
        }
        for type in ["navigationBar", "toolbar"] { #expect(try group(type) == .string("auto"), "\(type)") }
        #expect(try group("tabBar", extra: #", "tabs": [{"symbol": "house", "title": "Home"}]"#) == .string("auto"))
        #expect(try group("button", extra: #", "frame": [10, 100, 100, 44], "title": "OK""#) == .string("auto"))
        #expect(try group("sheet") == nil)
        #expect(try group("alert", extra: #", "title": "T""#) == nil)
        #expect(try group("navigationBar", design: "compatibility") == nil)
        #expect(try group("navigationBar", design: "compatibility", extra: #", "appearance": "auto""#) == nil)
        #expect(try group("sheet", extra: #", "appearance": "dark""#) == .string("dark"))
        let error = #expect(throws: SceneError.self) { try group("toolbar", extra: #", "appearance": 3"#) }
        #expect(error?.description.contains("layers[0].appearance") == true)
        #expect(throws: SceneError.self) { try group("statusBar", extra: #", "appearance": "dark""#) }
        #expect(throws: SceneError.self) { try group("homeIndicator", extra: #", "style": "grey""#) }
    }
}
