import Foundation
import GlassCore
import GlassScene
import Testing

@testable import GlassRender

/// `LayoutAudit`: each finding kind in a scene that has it and in one that does not, at the user's path.
@Suite struct LayoutAuditTests {
    static func findings(_ json: String, workers: Workers = .serial) throws -> [LayoutFinding] {
        let scene = try resolve(json)
        let layers = LegibilityAudit.run(RenderPlan(scene), workers: workers).layers
        return LayoutAudit.findings(scene, layers: layers)
    }

    /// `(path, kind)` of each finding.
    static func kinds(_ json: String) throws -> [String] {
        try findings(json).map { "\($0.path) \($0.kind.rawValue)" }
    }

    /// A 200 × 120 pt page at 2× with `layers`.
    static func page(_ layers: String, canvas: String = #""width": 200, "height": 120, "scale": 2"#) -> String {
        ##"{"canvas": {\##(canvas)}, "background": "#FFFFFF", "layers": [\##(layers)]}"##
    }

    static func text(_ text: String, frame: String, extra: String = "") -> String {
        ##"{"type": "text", "text": "\##(text)", "frame": \##(frame), "font": {"size": 17}, "color": "#000000"\##(extra)}"##
    }

    /// The status bar sits in the island's band by design: neither the keys the scene gave (`time`) nor the
    /// parts it draws of its own (`layers[0]:time`, `:wifi`, `:cellular`, named so since their paths are not
    /// the scene's) are `unsafe`. The parts were flagged on every screen with a status bar before.
    @Test func aStatusBarsOwnPartsAreNeverUnsafe() throws {
        for time in ["", ##", "time": "9:41""##] {
            let found = try Self.findings(
                ##"{"device": "iPhone 17 Pro", "canvas": {"scale": 1}, "background": "#FFFFFF", "layers": [{"type": "statusBar""##
                    + time + "}]}")
            #expect(found.filter { $0.kind == .unsafe }.isEmpty, "\(found)")
        }
    }

    @Test func truncatedTextIsFoundUnlessTheSceneAskedForALineLimit() throws {
        let long = "A label far too long for its frame"
        #expect(try Self.kinds(Self.page(Self.text(long, frame: "[10, 10, 80, 30]"))) == ["layers[0] truncated"])
        // The same cut, asked for: `lines` is the scene's line limit.
        #expect(try Self.kinds(Self.page(Self.text(long, frame: "[10, 10, 80, 30]", extra: #", "lines": 1"#))) == [])
        // Room enough: nothing.
        #expect(try Self.kinds(Self.page(Self.text("Fits", frame: "[10, 10, 180, 30]"))) == [])
        let f = try #require(try Self.findings(Self.page(Self.text(long, frame: "[10, 10, 80, 30]"))).first)
        #expect(f.detail.contains("…"))
    }

    @Test func textCutByItsGlassIsTruncatedEvenWithALineLimit() throws {
        // The text runs past the right edge of the glass it sits in; the glass clips it.
        let glass = #"""
            {"type": "glass", "frame": [10, 10, 100, 40], "corners": 12, "content": [
              {"type": "text", "text": "Wide", "frame": [80, 5, 120, 30], "font": {"size": 17}, "color": "#000000", "lines": 1}
            ]}
            """#
        let found = try Self.findings(Self.page(glass))
        #expect(found.map { "\($0.path) \($0.kind.rawValue)" } == ["layers[0].content[0] truncated"])
        #expect(found.first?.detail == "cut by its clip")
        let inside = glass.replacingOccurrences(of: "[80, 5, 120, 30]", with: "[10, 5, 80, 30]")
        #expect(try Self.kinds(Self.page(inside)) == [])
    }

    @Test func overlappingInkIsFoundForBothLayersButNotTextOnItsOwnGlass() throws {
        let a = Self.text("Overlap", frame: "[10, 10, 120, 30]")
        let b = Self.text("Overlap", frame: "[14, 12, 120, 30]")
        let found = try Self.findings(Self.page(a + ", " + b))
        #expect(
            found.map { "\($0.path) \($0.kind.rawValue) \($0.detail)" } == [
                "layers[0] overlaps with layers[1]", "layers[1] overlaps with layers[0]",
            ])
        // Apart: nothing; boxes that touch without shared ink are apart too.
        #expect(try Self.kinds(Self.page(a + ", " + Self.text("Apart", frame: "[10, 70, 120, 30]"))) == [])
        let onGlass = #"""
            {"type": "glass", "frame": [10, 10, 150, 50], "corners": 25, "content": [
              {"type": "text", "text": "On glass", "frame": [10, 10, 130, 30], "font": {"size": 17}, "color": "#000000"}
            ]}
            """#
        #expect(try Self.kinds(Self.page(onGlass)) == [])
    }

    static func phone(_ layers: String, orientation: String = "portrait") -> String {
        ##"{"device": "iPhone 17 Pro", "orientation": "\##(orientation)", "background": "#FFFFFF", "layers": [\##(layers)]}"##
    }

    @Test func textInTheIslandBandUnderTheHomeIndicatorOrOutsideTheCornersIsUnsafe() throws {
        let band = try Self.findings(Self.phone(Self.text("Island", frame: "[150, 20, 100, 24]")))
        #expect(band.map(\.kind) == [.unsafe])
        #expect(band.first?.detail == "in the Dynamic Island's band")
        let indicator = try Self.findings(Self.phone(Self.text("Home", frame: "[170, 854, 60, 20]")))
        #expect(indicator.map(\.detail) == ["under the home indicator"])
        // In the middle of the screen: safe.
        #expect(try Self.kinds(Self.phone(Self.text("Middle", frame: "[100, 400, 200, 24]"))) == [])
        // Landscape: the island is on the left edge, so text at x = 16 in the middle is in its band.
        let side = try Self.findings(
            Self.phone(Self.text("Side", frame: "[16, 190, 100, 24]"), orientation: "landscape"))
        #expect(side.map(\.detail) == ["in the Dynamic Island's band"])
        // A rounded corner without a device: a canvas's corner radius is the display's.
        let corner = Self.page(
            Self.text("Corner", frame: "[0, 0, 80, 20]"),
            canvas: #""width": 200, "height": 120, "scale": 2, "cornerRadius": 40"#)
        #expect(try Self.findings(corner).map(\.detail) == ["outside the display's rounded corner"])
        // The status bar and home indicator sit there by design.
        #expect(try Self.kinds(Self.phone(#"{"type": "statusBar"}, {"type": "homeIndicator"}"#)) == [])
    }

    @Test func contentPartlyOffTheCanvasIsFound() throws {
        #expect(
            try Self.kinds(Self.page(Self.text("Off the edge", frame: "[-30, 10, 150, 30]"))) == ["layers[0] offCanvas"]
        )
        #expect(try Self.kinds(Self.page(Self.text("On the canvas", frame: "[10, 10, 150, 30]"))) == [])
        // Wholly off the canvas: not drawn, so not listed (as the legibility audit).
        #expect(try Self.kinds(Self.page(Self.text("Gone", frame: "[-90000, 10, 150, 30]"))) == [])
        // A control reaching past the edge.
        let button = #"{"type": "button", "frame": [170, 40, 60, 50], "title": "Go", "configuration": "glass"}"#
        #expect(try Self.kinds(Self.page(button)).contains("layers[0] offCanvas"))
    }

    @Test func controlsUnder44PointsAreSmallTargets() throws {
        let small = #"{"type": "button", "frame": [20, 20, 30, 30], "symbol": "heart", "configuration": "glass"}"#
        let found = try Self.findings(Self.page(small))
        #expect(found.map { "\($0.path) \($0.kind.rawValue)" } == ["layers[0] smallTarget"])
        #expect(found.first?.detail == "the button's hit area is 30 × 30 pt")
        let big = #"{"type": "button", "frame": [20, 20, 60, 50], "symbol": "heart", "configuration": "glass"}"#
        #expect(try Self.kinds(Self.page(big)) == [])
        // A switch draws 63 × 28 pt and takes touches in 44 pt around it, as UIKit's does.
        #expect(try Self.kinds(Self.page(#"{"type": "switch", "origin": [60, 40], "on": true}"#)) == [])
    }

    /// A 1 pt canvas: findings without a crash, at the layers' paths; geometry at the limits of the scene's
    /// positions.
    @Test func aOnePointCanvasAndHugeGeometry() throws {
        let dot =
            ##"{"type": "symbol", "name": "circle.fill", "frame": [-15, -15, 31, 31], "size": 30, "color": "#000000"}"##
        let button = #"{"type": "button", "frame": [0, 0, 30, 30], "symbol": "heart", "configuration": "glass"}"#
        let tiny = Self.page(dot + ", " + button, canvas: #""width": 1, "height": 1, "scale": 1"#)
        #expect(
            Set(try Self.kinds(tiny)) == [
                "layers[0] offCanvas", "layers[1] offCanvas", "layers[1] smallTarget",
            ])
        let far = #"{"type": "button", "frame": [-90000, -90000, 30, 30], "symbol": "heart", "configuration": "glass"}"#
        #expect(Set(try Self.kinds(Self.page(far))) == ["layers[0] offCanvas", "layers[0] smallTarget"])
    }

    /// The same findings at every thread count.
    @Test func theFindingsAreTheSameAtEveryThreadCount() throws {
        let json = Self.phone(
            Self.text("Island", frame: "[150, 20, 100, 24]") + ", " + Self.text("Overlap", frame: "[10, 300, 120, 30]")
                + ", " + Self.text("Overlap", frame: "[14, 302, 120, 30]") + ", "
                + Self.text("A label far too long for its frame", frame: "[10, 500, 80, 30]"))
        let one = try Self.findings(json)
        #expect(one.count == 4)
        for threads in [2, 3, 8] {
            #expect(try Self.findings(json, workers: .pool(threads: threads)) == one)
        }
    }
}

/// The overlap search is a sweep over rows, never a comparison of every pair: thousands of layers on one spot
/// (every pair overlapping) cost their ink pixels once.
@Suite struct LayoutAuditScaleTests {
    static func layer(_ i: Int, x: Int, y: Int, side: Int = 16) -> LayerLegibility {
        var l = LayerLegibility(
            source: GlyphSource(path: "layers[\(i)]", kind: .text, sizePt: 17, weight: 400),
            inkBounds: PixelRect(x: x, y: y, width: side, height: side), inkPixels: side * side, contrast: 21,
            apcaLc: 100, required: 4.5)
        l.inkMask = [Bool](repeating: true, count: side * side)
        return l
    }

    @Test func twentyThousandLayersOnOneSpotAreSweptInBoundedTime() {
        let layers = (0..<20_000).map { Self.layer($0, x: 100, y: 100) }
        let clock = ContinuousClock()
        var partners: [Int: Int] = [:]
        let spent = clock.measure { partners = LayoutAudit.overlaps(layers, width: 400) }
        // 2·10⁸ pairs compared one by one would take minutes; the sweep visits 20 000 × 256 pixels.
        #expect(spent < .seconds(10), "\(spent)")
        #expect(partners.count == 20_000)
        #expect(partners[0] == 1 && partners[1] == 0 && partners[19_999] == 19_998)
    }

    @Test func layersInAGridDoNotOverlapAndNeighboursDo() {
        var layers: [LayerLegibility] = []
        for row in 0..<50 {
            for col in 0..<40 { layers.append(Self.layer(layers.count, x: col * 20, y: row * 20)) }
        }
        #expect(LayoutAudit.overlaps(layers, width: 800).isEmpty)
        // Shift every other layer of the first row 8 px left: it overlaps its left neighbour only.
        for col in stride(from: 1, to: 40, by: 2) { layers[col].inkBounds.x -= 8 }
        let partners = LayoutAudit.overlaps(layers, width: 800)
        #expect(partners.count == 40)
        #expect(partners[1] == 0 && partners[0] == 1 && partners[3] == 2)
        // Same-path layers (a component's parts) never overlap each other.
        var same = [Self.layer(0, x: 0, y: 0), Self.layer(1, x: 4, y: 4)]
        same[1].source.path = same[0].source.path
        #expect(LayoutAudit.overlaps(same, width: 40).isEmpty)
    }
}
