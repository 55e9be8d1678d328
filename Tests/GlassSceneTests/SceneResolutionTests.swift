import GlassCore
import GlassScene
import Testing

@Suite struct SceneResolutionTests {
    @Test func defaultsAreFilledAndPointsBecomePixels() throws {
        let scene = try resolve(#"{"canvas": {"width": 100, "height": 50}, "layers": [{"type": "glass", "frame": [10, 5, 40, 20]}]}"#)
        #expect(scene.scale == 3 && scene.widthPx == 300 && scene.heightPx == 150)
        #expect(scene.appearance == .light)
        guard case .color(let bg) = scene.background else { Issue.record("background"); return }
        #expect(bg == .white)
        guard case .glass(let g) = scene.layers[0] else { Issue.record("layer"); return }
        #expect(g.outline.rect == RectPx(x: 30, y: 15, width: 120, height: 60))
        #expect(g.outline.radii == CornerRadii(uniform: 30))  // capsule by default
        #expect(g.style == .regular && g.state == .normal && g.tint == nil)
        // Regular light: σ = 5.92 pt · min(1, 10/60) at 3×; fill 0.684 · min(1, 10/44).
        #expect(abs(g.material.blurSigmaPx - 5.92 * 10 / 60 * 3) < 1e-9)
        #expect(abs(Double(g.material.treatment.fillOpacity) - 0.684 * 10 / 44) < 1e-6)
        #expect(g.material.treatment.saturation == 1.49)
    }

    @Test func materialOverridesReplaceTheModel() throws {
        let scene = try resolve(#"""
            {"canvas": {"width": 100, "height": 50, "scale": 2}, "appearance": "dark", "layers": [{"type": "glass",
             "frame": [0, 0, 100, 50], "style": "clear", "tint": "#FF000080",
             "material": {"blurRadius": 4, "saturation": 1, "fillOpacity": 0, "refraction": 0, "highlight": 0, "shadowOpacity": 0}}]}
            """#)
        guard case .glass(let g) = scene.layers[0] else { Issue.record("layer"); return }
        #expect(g.material.blurSigmaPx == 8)
        #expect(g.material.treatment.saturation == 1 && g.material.treatment.fillOpacity == 0)
        #expect(g.material.treatment.tint == StraightColor(r8: 255, g8: 0, b8: 0, a8: 128))
        #expect(g.material.treatment.tintStrength == 0.35)  // clear
    }

    @Test func contentIsRelativeToItsGlassAndConcentricCornersFollowTheContainer() throws {
        let scene = try resolve(#"""
            {"canvas": {"width": 200, "height": 100, "scale": 1, "cornerRadius": 40}, "layers": [
              {"type": "glass", "frame": [10, 10, 180, 80], "corners": "concentric", "content": [
                {"type": "shape", "frame": [5, 6, 10, 10]},
                {"type": "glass", "frame": [8, 8, 80, 50], "corners": {"concentric": {"minimum": 20}}},
                {"type": "glass", "frame": [8, 40, 50, 32],
                 "corners": {"topLeft": 3, "topRight": 4, "bottomLeft": {"concentric": {}}, "bottomRight": 0}}]}]}
            """#)
        guard case .glass(let outer) = scene.layers[0] else { Issue.record("layer"); return }
        // Inset 10 from a display of radius 40: 30 on every corner.
        #expect(outer.outline.radii == CornerRadii(uniform: 30))
        guard case .shape(let s) = outer.content[0], case .glass(let a) = outer.content[1], case .glass(let b) = outer.content[2] else {
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

    @Test func gradientsAreInPointsRelativeToTheirFrame() throws {
        let scene = try resolve(#"""
            {"canvas": {"width": 100, "height": 50, "scale": 2}, "layers": [{"type": "shape", "frame": [10, 10, 20, 20],
             "fill": {"linearGradient": {"from": [0, 0], "to": [20, 0], "stops": [["#000000", 0], ["#FFFFFF", 1]]}}}]}
            """#)
        guard case .shape(let s) = scene.layers[0], case .linearGradient(let g) = s.paint else { Issue.record("paint"); return }
        #expect(g.fromX == 20 && g.fromY == 20 && g.toX == 60 && g.toY == 20)
    }
}
