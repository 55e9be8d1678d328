import GlassCore
import GlassRender
import GlassScene
import GlassText
import Testing

/// Directional SF Symbols (`chevron.forward`, `arrow.uturn.backward`, `text.justify.leading`: a direction word
/// after the first) are mirrored in right to left, as iOS mirrors them, wherever they stand: at a frame, in a
/// stack, in a glass's content. The others (`chevron.right` points where it says; `forward.fill` shows tape
/// direction) are drawn the same in both directions.
@Suite struct SymbolMirrorTests {
    /// A 40 × 40 canvas with `name` centred, at a frame or in an h-stack; white on black.
    static func render(_ name: String, rightToLeft: Bool, stacked: Bool) throws -> PixelBuffer {
        let symbol =
            stacked
            ? ##"{"type": "hstack", "in": "screen", "layers": [{"type": "symbol", "name": "\##(name)", "size": 24, "color": "#FFFFFF"}]}"##
            : ##"{"type": "symbol", "name": "\##(name)", "frame": [0, 0, 40, 40], "size": 24, "color": "#FFFFFF"}"##
        let json = ##"""
            {"canvas": {"width": 40, "height": 40, "scale": 1}, "background": "#000000",
             "settings": {"layoutDirection": "\##(rightToLeft ? "rightToLeft" : "leftToRight")"}, "layers": [\##(symbol)]}
            """##
        return Renderer.render(try SceneLoader.resolve(bytes: Array(json.utf8), file: "s.json", directory: "."))
    }

    /// The ink (red channel) of each pixel, the image mirrored left to right when `mirrored` and moved right
    /// by `shift` pixels.
    static func ink(_ p: PixelBuffer, mirrored: Bool = false, shift: Int = 0) -> [Int] {
        var out: [Int] = []
        for y in 0..<p.height {
            for x in 0..<p.width {
                let sx = (mirrored ? p.width - 1 - x : x) - shift
                out.append(sx >= 0 && sx < p.width ? Int(p.bytes[(y * p.width + sx) * 4]) : 0)
            }
        }
        return out
    }

    /// Summed absolute difference of `a` and `b` (as it is, or mirrored) over `a`'s ink, the least of `b`
    /// shifted by up to a pixel either way (a stack in right to left may round its frame to the other pixel).
    static func difference(_ a: [Int], _ b: PixelBuffer, mirrored: Bool) -> Double {
        (-1...1).map { shift in
            let c = ink(b, mirrored: mirrored, shift: shift)
            return Double(zip(a, c).map { abs($0 - $1) }.reduce(0, +)) / Double(max(1, a.reduce(0, +)))
        }.min()!
    }

    @Test(arguments: [
        "chevron.forward", "chevron.backward", "arrow.forward", "arrow.uturn.backward", "text.justify.leading",
    ])
    func directionalSymbolsMirrorInRightToLeft(name: String) throws {
        #expect(SymbolTable.mirrorsInRightToLeft(name))
        for stacked in [false, true] {
            let ltr = Self.ink(try Self.render(name, rightToLeft: false, stacked: stacked))
            let rtl = try Self.render(name, rightToLeft: true, stacked: stacked)
            // Drawn as its mirror image (within a pixel's placement), not as itself.
            #expect(Self.difference(ltr, rtl, mirrored: true) < 0.05, "\(name) stacked \(stacked)")
            #expect(Self.difference(ltr, rtl, mirrored: false) > 0.2, "\(name) stacked \(stacked): not mirrored")
        }
    }

    @Test(arguments: [
        "chevron.right", "chevron.left", "arrow.right", "forward.fill", "backward.end.fill", "gear", "text.alignleft",
    ])
    func otherSymbolsStayAsTheyAre(name: String) throws {
        #expect(!SymbolTable.mirrorsInRightToLeft(name))
        for stacked in [false, true] {
            let ltr = try Self.render(name, rightToLeft: false, stacked: stacked)
            let rtl = try Self.render(name, rightToLeft: true, stacked: stacked)
            #expect(ltr == rtl, "\(name) stacked \(stacked)")
        }
    }

    /// Every name of the table with a direction word after its first is mirrored; no other is.
    @Test func theRuleCoversTheWholeTable() {
        let words: Set<Substring> = ["forward", "backward", "leading", "trailing"]
        var mirrored = 0
        for (sf, _) in SymbolTable.entries {
            let directional = sf.split(separator: ".").dropFirst().contains { words.contains($0) }
            #expect(SymbolTable.mirrorsInRightToLeft(sf) == directional, "\(sf)")
            if directional { mirrored += 1 }
        }
        #expect(mirrored >= 6)
    }
}
