import GlassCore
import GlassScene
import GlassText
import Testing

/// The grouping rules of components.md §5, checked by the glass frames a bar produces (points), and the
/// bars' placement against devices, in both designs.
@Suite struct BarLayoutTests {
    /// Glass rectangles in points, in drawing order, from a resolved scene (through groups and containers).
    static func glassFrames(_ scene: ResolvedScene) -> [[Double]] {
        var out: [[Double]] = []
        func visit(_ layers: [Layer]) {
            for l in layers {
                switch l {
                case .group(let g): visit(g)
                case .adaptive(let a): visit(a.light)
                case .glass(let g): out.append(rect(g, scene.scale))
                case .container(let c): out.append(contentsOf: c.children.map { rect($0, scene.scale) })
                default: break
                }
            }
        }
        visit(scene.layers)
        return out
    }

    static func rect(_ g: GlassLayer, _ s: Double) -> [Double] {
        let r = g.outline.rect
        return [r.x / s, r.y / s, r.width / s, r.height / s].map { ($0 * 100).rounded() / 100 }
    }

    /// Symbols drawn with no glass behind them (hidden backgrounds, the compatibility design).
    static func bareSymbols(_ scene: ResolvedScene) -> Int {
        var n = 0
        for l in scene.layers {
            if case .group(let g) = l {
                // Those after the bar's first glass are drawn in its look: in the adaptive layer.
                let drawn = g.flatMap { x -> [Layer] in if case .adaptive(let a) = x { a.light } else { [x] } }
                for x in drawn { if case .glyphs(let run) = x, run.glyphs.count == 1 { n += 1 } }
            }
        }
        return n
    }

    static func bar(_ items: String, side: String = "trailing", type: String = "navigationBar", extra: String = "")
        throws -> ResolvedScene
    {
        let key = type == "toolbar" ? "items" : side
        return try resolve(
            ##"{"canvas": {"width": 402, "height": 160, "scale": 1}, "layers": [{"type": "\##(type)", "\##(key)": [\##(items)]\##(extra)}]}"##
        )
    }

    static let s = ##"{"symbol": "gear"}"##

    @Test func symbolsNextToEachOtherShareOneCapsule() throws {
        // Two symbols: 4 + 36 + 36 + 4 = 80 wide, ending 20 pt from the right edge, 44 tall, 5 pt down.
        #expect(Self.glassFrames(try Self.bar("\(Self.s), \(Self.s)")) == [[302, 5, 80, 44]])
        // One symbol alone is a 44 pt circle.
        #expect(Self.glassFrames(try Self.bar(Self.s)) == [[338, 5, 44, 44]])
        // Leading items start 20 pt from the left.
        #expect(
            Self.glassFrames(try Self.bar("\(Self.s), \(Self.s), \(Self.s)", side: "leading")) == [[20, 5, 116, 44]])
    }

    @Test func textDoneCloseAndProminentStandAlone() throws {
        let edit = Self.glassFrames(try Self.bar(##"\##(Self.s), {"title": "Edit"}, \##(Self.s)"##))
        #expect(edit.count == 3 && edit[0][2] == 44 && edit[2] == [338, 5, 44, 44])
        #expect(edit[1][0] == 44 + 8 + edit[0][0] && edit[2][0] == edit[1][0] + edit[1][2] + 8)
        let done = Self.glassFrames(try Self.bar(##"\##(Self.s), \##(Self.s), {"system": "done"}"##))
        #expect(done.count == 2 && done[0][2] == 80)
        let close = Self.glassFrames(try Self.bar(##"\##(Self.s), {"system": "close"}, \##(Self.s)"##))
        #expect(close == [[238, 5, 44, 44], [290, 5, 44, 44], [342, 5, 44, 44]].map { [$0[0] - 4, 5, 44, 44] })
        let prominent = Self.glassFrames(
            try Self.bar(##"\##(Self.s), {"symbol": "plus", "style": "prominent"}, \##(Self.s)"##))
        #expect(prominent.count == 3)
        // `add` is a symbol item: it shares.
        #expect(Self.glassFrames(try Self.bar(##"\##(Self.s), {"system": "add"}"##)) == [[302, 5, 80, 44]])
    }

    @Test func aFixedSpaceEndsAGroup() throws {
        // Circle, gap 8, space 20, gap 8, circle.
        #expect(
            Self.glassFrames(try Self.bar(##"\##(Self.s), {"fixedSpace": 20}, \##(Self.s)"##))
                == [[258, 5, 44, 44], [338, 5, 44, 44]])
    }

    @Test func flexibleSpacesSplitUnlessTheyKeepTheBackground() throws {
        // In a navigation bar a flexible space is a gap of 8 between the usual gaps.
        #expect(
            Self.glassFrames(try Self.bar(##"\##(Self.s), {"flexibleSpace": true}, \##(Self.s)"##))
                == [[270, 5, 44, 44], [338, 5, 44, 44]])
        // In a toolbar it takes the free width: the two circles go to the two ends (28 pt insets, 48 tall).
        let toolbar = Self.glassFrames(
            try Self.bar(##"\##(Self.s), {"flexibleSpace": true}, \##(Self.s)"##, type: "toolbar"))
        #expect(toolbar == [[28, 84, 48, 48], [326, 84, 48, 48]])
        // hidesSharedBackground: false keeps one background across, its items spread to the ends.
        let kept = Self.glassFrames(
            try Self.bar(
                ##"\##(Self.s), {"flexibleSpace": true, "hidesSharedBackground": false}, \##(Self.s)"##, type: "toolbar"
            ))
        #expect(kept == [[28, 84, 346, 48]])
        // Beside another flexible space, the one inside the background takes its share of the free width, as
        // the other does (the background does not take a flexible part's half of the room): the bars drew
        // [28, 84, 173.45, 48] and [302.91, 84, 71.09, 48] before the engine, which rounds to whole pixels.
        let shared = Self.glassFrames(
            try Self.bar(
                ##"\##(Self.s), {"flexibleSpace": true, "hidesSharedBackground": false}, \##(Self.s), {"flexibleSpace": true}, {"system": "done"}"##,
                type: "toolbar"))
        #expect(shared == [[28, 84, 173, 48], [302, 84, 72, 48]])
    }

    @Test func thePerItemFlags() throws {
        // hidesSharedBackground: true: no glass behind that item (the others keep theirs).
        let hidden = try Self.bar(##"\##(Self.s), {"symbol": "plus", "hidesSharedBackground": true}"##)
        #expect(Self.glassFrames(hidden).count == 1 && Self.bareSymbols(hidden) == 1)
        // sharesBackground: false: its own glass, between two that would have shared.
        #expect(
            Self.glassFrames(
                try Self.bar(##"\##(Self.s), {"symbol": "plus", "sharesBackground": false}, \##(Self.s)"##)
            )
            .count == 3)
    }

    @Test func anExplicitGroupIgnoresTheFlagsAndSharesOneBackground() throws {
        let group =
            ##"{"group": [{"symbol": "gear", "hidesSharedBackground": true}, {"title": "Edit"}, {"symbol": "plus", "sharesBackground": false}]}"##
        let frames = Self.glassFrames(try Self.bar(group))
        #expect(frames.count == 1 && frames[0][2] > 80 + 16)
    }

    /// The bar sits right below the status bar of each device, and the tab bar 21 pt above the bottom.
    @Test(arguments: [("iPhone 17 Pro", 62.0, 874.0), ("iphone-se-3rd-generation", 20, 667), ("iPhone 16", 59, 852)])
    func barsFollowTheDevice(device: String, top: Double, height: Double) throws {
        let scene = try resolve(
            ##"{"device": "\##(device)", "layers": [{"type": "navigationBar", "trailing": [\##(Self.s)]}, {"type": "tabBar", "tabs": [{"symbol": "house", "title": "Home"}, {"symbol": "gear", "title": "Settings"}, {"symbol": "person", "title": "Me"}]}]}"##
        )
        let frames = Self.glassFrames(scene)
        #expect(frames[0][1] == top + 5, "\(device)")
        #expect(frames[1][1] == height - 21 - 62 && frames[1][0] == 21 && frames[1][3] == 62)
    }

    /// The compatibility design has no glass on its bars: plain tinted items over the chrome material.
    @Test func theCompatibilityDesignHasNoGlassItems() throws {
        let scene = try resolve(
            ##"{"device": "iPhone 17 Pro", "design": "compatibility", "layers": [{"type": "navigationBar", "backButton": "Back", "trailing": [\##(Self.s), \##(Self.s)]}]}"##
        )
        let frames = Self.glassFrames(scene)
        // Only the chrome: a pure-blur glass over the status bar and the 44 pt bar.
        #expect(frames == [[0, 0, 402, 106]])
        #expect(Self.bareSymbols(scene) >= 3)
    }
}

/// Text baselines and symbol centres inside bars, in points.
@Suite struct BarContentTests {
    /// Every glyph run in drawing order, through groups and glass content.
    static func runs(_ layers: [Layer]) -> [GlyphRunLayer] {
        var out: [GlyphRunLayer] = []
        for l in layers {
            switch l {
            case .group(let g): out += runs(g)
            case .adaptive(let a): out += runs(a.light)
            case .glyphs(let r): out.append(r)
            case .glass(let g): out += runs(g.content)
            case .container(let c): for g in c.children { out += runs(g.content) }
            default: break
            }
        }
        return out
    }

    /// The centre of a one-glyph run's ink, in points.
    static func inkCentre(_ run: GlyphRunLayer, scale: Double) -> SIMD2<Double> {
        let g = run.glyphs[0]
        let m = GlyphCache.shared.mask(g.key, font: g.font).bounds
        return SIMD2(Double(g.x + m.x) + Double(m.width) / 2, Double(g.y + m.y) + Double(m.height) / 2) / scale
    }

    @Test func tabSymbolsAreCentredInTheirTabs() throws {
        let scene = try resolve(
            ##"{"device": "iPhone 17 Pro", "canvas": {"scale": 2}, "layers": [{"type": "tabBar", "tabs": [{"symbol": "house", "title": "Home"}, {"symbol": "gear", "title": "Settings"}, {"symbol": "person", "title": "Me"}, {"symbol": "star", "title": "Stars"}]}]}"##
        )
        let symbols = Self.runs(scene.layers).filter { $0.glyphs.count == 1 }
        #expect(symbols.count == 4)
        // The bar is 21…381 pt; four tabs of (360 − 8)/4 = 88 pt from 25 pt; symbols in the 28 pt box 8 pt down.
        for (i, s) in symbols.enumerated() {
            let c = Self.inkCentre(s, scale: 2)
            #expect(abs(c.x - (25 + 88 * (Double(i) + 0.5))) <= 0.75, "tab \(i) x \(c.x)")
            #expect(abs(c.y - (874 - 21 - 62 + 8 + 14)) <= 0.75, "tab \(i) y \(c.y)")
        }
    }

    @Test func theTitleIsCentredOnTheBarAndItsBaselineInIt() throws {
        let scene = try resolve(
            ##"{"device": "iPhone 17 Pro", "canvas": {"scale": 2}, "layers": [{"type": "navigationBar", "title": "Inbox"}]}"##
        )
        let title = Self.runs(scene.layers).first { $0.glyphs.count == 5 }!
        let xs = title.glyphs.map { Double($0.x) / 2 }
        let baseline = Double(title.glyphs[0].y) / 2
        // The middle of the glyph origins is left of the screen's centre by about half the last advance.
        #expect(abs((xs.first! + xs.last!) / 2 - 201) < 12)
        // 17 pt Inter: the line (ascender + descender ≈ 20.6 pt) centred on the 54 pt bar below the 62 pt safe area.
        #expect(baseline > 62 + 27 && baseline < 62 + 27 + 8, "baseline \(baseline)")
        #expect(title.glyphs.allSatisfy { $0.y == title.glyphs[0].y })
    }
}
