import Foundation
import GlassCore
import GlassScene
import Testing

/// Controls laid out in points: frames of the shapes and glass they produce, in both designs.
@Suite struct ControlLayoutTests {
    /// Shape and glass rectangles in points, in drawing order (through groups, containers and content).
    static func rects(_ scene: ResolvedScene) -> [(kind: String, rect: [Double])] {
        var out: [(String, [Double])] = []
        let s = scene.scale
        func r(_ o: RoundedRect) -> [Double] {
            [o.rect.x / s, o.rect.y / s, o.rect.width / s, o.rect.height / s].map { ($0 * 1000).rounded() / 1000 }
        }
        func visit(_ layers: [Layer]) {
            for l in layers {
                switch l {
                case .group(let g): visit(g)
                case .adaptive(let a): visit(a.light)
                case .shape(let sh): out.append(("shape", r(sh.outline)))
                case .glass(let g):
                    out.append(("glass", r(g.outline)))
                    visit(g.content)
                case .container(let c):
                    for g in c.children {
                        out.append(("glass", r(g.outline)))
                        visit(g.content)
                    }
                default: break
                }
            }
        }
        visit(scene.layers)
        return out
    }

    static func scene(_ layer: String, design: String = "liquidGlass", device: String = "iPhone 17 Pro") throws
        -> ResolvedScene
    {
        try resolve(##"{"device": "\##(device)", "design": "\##(design)", "layers": [\##(layer)]}"##)
    }

    @Test func switches() throws {
        let on = Self.rects(try Self.scene(##"{"type": "switch", "origin": [10, 20], "on": true}"##))
        #expect(on.map(\.rect) == [[10, 20, 63, 28], [34, 22, 37, 24]])
        let off = Self.rects(try Self.scene(##"{"type": "switch", "origin": [10, 20]}"##))
        #expect(off[1].rect == [12, 22, 37, 24])
        let old = Self.rects(
            try Self.scene(##"{"type": "switch", "origin": [10, 20], "on": true}"##, design: "compatibility"))
        #expect(old.map(\.rect) == [[10, 20, 51, 31], [32, 22, 27, 27]])
        let pressed = Self.rects(
            try Self.scene(##"{"type": "switch", "origin": [10, 20], "on": true, "state": "pressed"}"##))
        #expect(pressed[1].kind == "glass" && pressed[1].rect == [30.3, 19.6, 44.4, 28.8])
    }

    @Test func sliders() throws {
        let r = Self.rects(
            try Self.scene(##"{"type": "slider", "frame": [20, 100, 300, 40], "value": 0.25, "ticks": 3}"##))
        // Track, fill to the value, three ticks, the thumb centred on the value along the thumb's travel.
        #expect(r[0].rect == [20, 117, 300, 6])
        #expect(r.count == 1 + 1 + 3 + 1)
        let thumb = r.last!.rect
        #expect(thumb == [20 + 18.5 + 263 * 0.25 - 18.5, 108, 37, 24])
        let bar = Self.rects(
            try Self.scene(##"{"type": "slider", "frame": [20, 100, 300, 40], "value": 0.5, "thumb": false}"##))
        #expect(bar.map(\.rect) == [[20, 117, 300, 6], [20, 117, 150, 6]])
    }

    @Test func segmentedControls() throws {
        let r = Self.rects(
            try Self.scene(
                ##"{"type": "segmentedControl", "frame": [0, 0, 300, 40], "segments": ["A", "B", "C"], "selected": 2}"##
            ))
        #expect(r.map(\.rect) == [[0, 4, 300, 32], [202, 6, 96, 28]])
    }

    @Test func buttonsSizeByTheirContentFromACentre() throws {
        let r = Self.rects(
            try Self.scene(##"{"type": "button", "center": [200, 100], "symbol": "gear", "size": "large"}"##))
        // A symbol alone: as wide as tall, 50 pt, centred.
        #expect(r[0].kind == "glass" && r[0].rect == [175, 75, 50, 50])
        let filled = Self.rects(
            try Self.scene(
                ##"{"type": "button", "frame": [10, 10, 120, 34], "title": "Go", "configuration": "filled"}"##))
        #expect(filled[0].kind == "shape" && filled[0].rect == [10, 10, 120, 34])
        // Pre-26, a glass button is tinted: a shape, not glass.
        let old = Self.rects(
            try Self.scene(##"{"type": "button", "frame": [10, 10, 120, 34], "title": "Go"}"##, design: "compatibility")
        )
        #expect(old.count == 1 && old[0].kind == "shape")
    }

    @Test(arguments: ["iPhone 17 Pro", "iPhone 16"])
    func sheetsAndAlertsFollowTheScreen(device: String) throws {
        let d = Device.named(device)!
        let medium = Self.rects(try Self.scene(##"{"type": "sheet"}"##, device: device))
        #expect(medium[0].rect == [8, d.heightPt / 2 - 8, d.widthPt - 16, d.heightPt / 2])
        let large = Self.rects(try Self.scene(##"{"type": "sheet", "detent": "large"}"##, device: device))
        // The large detent dims the screen behind it first.
        #expect(large[0].rect == [0, 0, d.widthPt, d.heightPt] && large[0].kind == "shape")
        #expect(large[1].rect == [0, d.safeTopPt + 10, d.widthPt, d.heightPt - d.safeTopPt - 10])
        let alert = Self.rects(try Self.scene(##"{"type": "alert", "title": "Hi"}"##, device: device))
        #expect(alert[0].rect == [0, 0, d.widthPt, d.heightPt] && alert[1].kind == "glass" && alert[1].rect[2] == 320)
        #expect(abs(alert[1].rect[0] + 160 - d.widthPt / 2) < 1e-9)
    }

    @Test func controlErrors() {
        func s(_ l: String) -> String { ##"{"device": "iPhone 17 Pro", "layers": [\##(l)]}"## }
        expectError(s(##"{"type": "switch"}"##), path: "layers[0]", "missing required key \"origin\"")
        expectError(
            s(##"{"type": "switch", "origin": [0, 0], "on": 1}"##), path: "layers[0].on", "expected true or false")
        expectError(
            s(##"{"type": "slider", "frame": [0, 0, 10, 10], "value": 2}"##), path: "layers[0].value", "from 0 to 1")
        expectError(
            s(##"{"type": "segmentedControl", "frame": [0, 0, 100, 30], "segments": ["A"], "selected": 1}"##),
            path: "layers[0].selected", "from 0 to 0, got 1")
        expectError(s(##"{"type": "button", "center": [0, 0]}"##), path: "layers[0]", "needs a \"title\", a \"symbol\"")
        expectError(s(##"{"type": "button", "title": "A"}"##), path: "layers[0]", "needs a \"frame\" or a \"center\"")
        expectError(
            s(##"{"type": "button", "title": "A", "center": [0, 0], "configuration": "bordered"}"##),
            path: "layers[0].configuration", "expected one of")
        expectError(
            s(##"{"type": "sheet", "detent": "small"}"##), path: "layers[0].detent",
            "expected one of \"medium\", \"large\"")
        expectError(s(##"{"type": "sheet", "detent": 5000}"##), path: "layers[0].detent", "from 1 to 874")
        expectError(
            s(##"{"type": "alert", "actions": [{"title": "OK", "style": "primary"}]}"##),
            path: "layers[0].actions[0].style", "expected one of \"default\"")
    }
}

/// The background extension's copies and the transition's page, in points.
@Suite struct ExtensionAndTransitionTests {
    @Test func theExtensionMirrorsTheImageToTheListedEdges() throws {
        let dir = try EdgeValueTests.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = try resolve(
            ##"{"canvas": {"width": 100, "height": 100, "scale": 1}, "layers": [{"type": "backgroundExtension", "image": "pic.png", "frame": [30, 40, 40, 30], "edges": ["top"]}]}"##,
            directory: dir)
        guard case .group(let layers) = scene.layers[0] else {
            Issue.record("no group")
            return
        }
        var images: [[Double]] = []
        var blurs = 0
        for l in layers {
            if case .image(let i) = l { images.append([i.outline.rect.x, i.outline.rect.y, i.outline.rect.width]) }
            if case .glass(let g) = l, g.parameters.exactBlurSigma == 20 { blurs += 1 }
        }
        // Two copies above (40 pt of room for 30 pt tall copies), then the image itself last, sharp.
        #expect(images == [[30, -20, 40], [30, 10, 40], [30, 40, 40]])
        #expect(blurs == 1)
    }

    @Test func theTransitionPushesThePageOverTheUnderlay() throws {
        let scene = try resolve(
            ##"{"device": "iPhone 17 Pro", "background": "#FFFFFF", "transition": {"progress": 0.25, "underlay": "#FF0000"}, "layers": [{"type": "navigationBar", "title": "A"}, {"type": "statusBar"}]}"##
        )
        guard case .glass(let page) = scene.layers[0] else {
            Issue.record("no page")
            return
        }
        #expect(
            page.style == .identity && page.outline.rect.x == 402 * 0.75 * 3 && page.outline.radii.topLeft == 62 * 3)
        guard case .color(let underlay) = scene.background else {
            Issue.record("no underlay")
            return
        }
        #expect(underlay.r == 1 && underlay.g == 0)
        // The status bar stays in place, after the page.
        guard case .group(let overlay) = scene.layers[1] else {
            Issue.record("no overlay")
            return
        }
        #expect(!overlay.isEmpty)
    }
}
