import GlassCore
import GlassScene
import Testing

@Suite struct SceneResolutionTests {
    @Test func defaultsAreFilledAndPointsBecomePixels() throws {
        let scene = try resolve(
            #"{"canvas": {"width": 100, "height": 50}, "layers": [{"type": "glass", "frame": [10, 5, 40, 20]}]}"#)
        #expect(scene.scale == 3 && scene.widthPx == 300 && scene.heightPx == 150)
        #expect(scene.appearance == .light)
        guard case .color(let bg) = scene.background else {
            Issue.record("background")
            return
        }
        #expect(bg == .white)
        guard case .glass(let g) = scene.layers[0] else {
            Issue.record("layer")
            return
        }
        #expect(g.outline.rect == RectPx(x: 30, y: 15, width: 120, height: 60))
        #expect(g.outline.radii == CornerRadii(uniform: 30))  // capsule by default
        #expect(g.style == .regular && g.state == .normal && g.tint == nil)
        // Regular light constants; σ scales with size: 5.92 pt · min(1, 10/60).
        #expect(g.parameters.blurSigma == 5.92 && g.parameters.saturation == 1.49 && g.parameters.fillOpacity == 0.684)
        #expect(abs(g.parameters.frostSigma(halfMin: 10) - 5.92 * 10 / 60) < 1e-12)
        #expect(g.parameters.ambient == 0.18 && g.parameters.toneLumaMix == 0.6 && g.parameters.exactBlurSigma == nil)
        #expect(!g.parameters.colorIsIdentity)
    }

    @Test func materialOverridesReplaceTheModel() throws {
        let scene = try resolve(
            #"""
            {"canvas": {"width": 100, "height": 50, "scale": 2}, "appearance": "dark", "layers": [{"type": "glass",
             "frame": [0, 0, 100, 50], "style": "clear", "tint": "#FF000080",
             "material": {"blurRadius": 4, "saturation": 1, "fillOpacity": 0, "refraction": 0, "highlight": 0, "shadowOpacity": 0}}]}
            """#)
        guard case .glass(let g) = scene.layers[0] else {
            Issue.record("layer")
            return
        }
        let p = g.parameters
        #expect(p.exactBlurSigma == 4 && p.saturation == 1 && p.fillOpacity == 0 && p.fillSizeRef == nil)
        #expect(p.refraction == 0 && p.highlight == 0 && p.shadowOpacity == 0)
        #expect(p.tint == StraightColor(r8: 255, g8: 0, b8: 0, a8: 128))
        #expect(!p.colorIsIdentity)  // a tint keeps the colour treatment
        #expect(p.tintStrength == 0.35 && p.postShare == 0.15 && p.rimMixFollowsLuma)  // clear dark
    }

    @Test func contentIsRelativeToItsGlassAndConcentricCornersFollowTheContainer() throws {
        let scene = try resolve(
            #"""
            {"canvas": {"width": 200, "height": 100, "scale": 1, "cornerRadius": 40}, "layers": [
              {"type": "glass", "frame": [10, 10, 180, 80], "corners": "concentric", "content": [
                {"type": "shape", "frame": [5, 6, 10, 10]},
                {"type": "glass", "frame": [8, 8, 80, 50], "corners": {"concentric": {"minimum": 20}}},
                {"type": "glass", "frame": [8, 40, 50, 32],
                 "corners": {"topLeft": 3, "topRight": 4, "bottomLeft": {"concentric": {}}, "bottomRight": 0}}]}]}
            """#)
        guard case .glass(let outer) = scene.layers[0] else {
            Issue.record("layer")
            return
        }
        // Inset 10 from a display of radius 40: 30 on every corner.
        #expect(outer.outline.radii == CornerRadii(uniform: 30))
        guard case .shape(let s) = outer.content[0], case .glass(let a) = outer.content[1],
            case .glass(let b) = outer.content[2]
        else {
            Issue.record("content")
            return
        }
        #expect(s.outline.rect == RectPx(x: 15, y: 16, width: 10, height: 10))
        // Top-left: 30 − 8 = 22; top-right: inset max(180 − 88, 8) = 92 → minimum 20; bottom-left: 30 − 22 < 20.
        #expect(a.outline.radii == CornerRadii(topLeft: 22, topRight: 20, bottomRight: 20, bottomLeft: 20))
        // Bottom-left: inset max(8, 80 − 72) = 8 → 22; the others as given (clamped to 16 at most).
        #expect(b.outline.radii == CornerRadii(topLeft: 3, topRight: 4, bottomRight: 0, bottomLeft: 16))
        #expect(b.outline.rect == RectPx(x: 18, y: 50, width: 50, height: 32))
    }

    @Test func pressedGlassGrowsAboutItsCentre() throws {
        // 60×20 pt: √(1 + 1800/1200) = 1.5811 → capped at 1.36. 200×100 pt: √(1.09) = 1.0440.
        let scene = try resolve(
            #"""
            {"canvas": {"width": 400, "height": 300, "scale": 1}, "layers": [
              {"type": "glass", "frame": [100, 100, 60, 20], "state": "pressed"},
              {"type": "glass", "frame": [100, 150, 200, 100], "corners": 20, "state": "pressed"}]}
            """#)
        guard case .glass(let a) = scene.layers[0], case .glass(let b) = scene.layers[1] else {
            Issue.record("layers")
            return
        }
        #expect(
            abs(a.outline.rect.width - 60 * 1.36) < 1e-9 && abs(a.outline.rect.midX - 130) < 1e-9
                && abs(a.outline.rect.midY - 110) < 1e-9)
        #expect(a.outline.radii.topLeft == a.outline.rect.height / 2)  // still a capsule
        let f = 1.09.squareRoot()
        #expect(abs(b.outline.rect.width - 200 * f) < 1e-9 && abs(b.outline.radii.topLeft - 20 * f) < 1e-9)
        #expect(a.parameters.pressed && b.parameters.pressed)
    }

    @Test func aByteOrderMarkIsIgnored() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"canvas": {"width": 10, "height": 5, "scale": 1}}"#.utf8)
        let scene = try SceneLoader.resolve(bytes: bytes, file: "bom.json", directory: "/")
        #expect(scene.widthPx == 10 && scene.heightPx == 5)
    }

    @Test func gradientsAreInPointsRelativeToTheirFrame() throws {
        let scene = try resolve(
            #"""
            {"canvas": {"width": 100, "height": 50, "scale": 2}, "layers": [{"type": "shape", "frame": [10, 10, 20, 20],
             "fill": {"linearGradient": {"from": [0, 0], "to": [20, 0], "stops": [["#000000", 0], ["#FFFFFF", 1]]}}}]}
            """#)
        guard case .shape(let s) = scene.layers[0], case .linearGradient(let g) = s.paint else {
            Issue.record("paint")
            return
        }
        #expect(g.fromX == 20 && g.fromY == 20 && g.toX == 60 && g.toY == 20)
    }
}
