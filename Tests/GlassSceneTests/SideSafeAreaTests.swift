import GlassScene
import Testing

/// Every control, text and symbol the bars and the chrome lay out lies inside the side safe areas (62 pt on an
/// iPhone 17 Pro in landscape), on every device, in both orientations, both directions and both designs, by
/// the absolute frames of the lowered scene; what spans the whole width (a bar's background, a dimming, a
/// column's fill) runs to the edges as UIKit's bars do and is exempt. The Dynamic Island stays on the left
/// edge whatever the direction.
@Suite struct SideSafeAreaTests {
    typealias S = ChromeScreens

    /// A lowered layer with its frame in screen points.
    struct Placed {
        let type: String
        let frame: [Double]
        let fill: JSONValue?
    }

    /// Every layer with a frame in `value`, moved into screen coordinates: a glass's content is in the glass's
    /// own coordinates; a group's layers and a container's children in their parent's.
    static func placed(_ value: JSONValue, dx: Double = 0, dy: Double = 0, into out: inout [Placed]) {
        switch value {
        case .array(let items):
            for item in items { placed(item, dx: dx, dy: dy, into: &out) }
        case .object(let members):
            let o = OrientationTests.self
            var (cx, cy) = (dx, dy)
            if let f = o.frame(members), f.count == 4 {
                let type: String = if case .string(let t)? = o.value(members, "type") { t } else { "" }
                out.append(
                    Placed(type: type, frame: [f[0] + dx, f[1] + dy, f[2], f[3]], fill: o.value(members, "fill")))
                (cx, cy) = (f[0] + dx, f[1] + dy)
            }
            for (key, v) in members {
                switch key {
                case "content": placed(v, dx: cx, dy: cy, into: &out)
                case "layers", "children": placed(v, dx: dx, dy: dy, into: &out)
                default: continue
                }
            }
        default: return
        }
    }

    /// The layers of the scene that leave the side safe areas: every text, symbol, glass, shape and path with
    /// a frame, but those spanning the width (backgrounds) and the island (hardware).
    static func outside(_ json: String, device: String, orientation: String) throws -> [String] {
        let d = Device.named(device)!
        let o: Orientation = orientation == "landscape" ? .landscape : .portrait
        let safe = d.safeArea(o)
        let width = d.size(o).widthPt
        let lowered = try SceneLoader.lower(bytes: Array(json.utf8), file: "test.json")
        var all: [Placed] = []
        guard case .object(let top) = lowered, let layers = OrientationTests.value(top, "layers") else { return [] }
        placed(layers, into: &all)
        let eps = 1e-6
        return all.compactMap { p in
            let (x, w) = (p.frame[0], p.frame[2])
            guard w > 0, ["text", "symbol", "glass", "shape", "path"].contains(p.type) else { return nil }
            if !["text", "symbol"].contains(p.type) && x <= eps && x + w >= width - eps { return nil }
            if p.type == "shape" && p.fill == .string("black") && d.hasDynamicIsland { return nil }
            if x >= safe.leftPt - eps && x + w <= width - safe.rightPt + eps { return nil }
            return "\(p.type) at \(p.frame)"
        }
    }

    struct Case: CustomStringConvertible, Sendable {
        let screen: S.Screen
        let device: String, orientation: String, direction: String, design: String
        var description: String { "\(screen.name), \(device), \(orientation), \(direction), \(design)" }
    }

    static let cases: [Case] = S.screens.flatMap { s in
        S.devices.flatMap { d in
            S.orientations.flatMap { o in
                S.directions.flatMap { r in
                    S.designs.map { Case(screen: s, device: d, orientation: o, direction: r, design: $0) }
                }
            }
        }
    }

    @Test(arguments: S.screens)
    func everyControlIsInsideTheSideSafeAreas(screen: S.Screen) throws {
        var failures: [String] = []
        for c in Self.cases where c.screen.name == screen.name {
            let json = S.scene(
                screen, device: c.device, orientation: c.orientation, direction: c.direction, design: c.design)
            do {
                let found = try Self.outside(json, device: c.device, orientation: c.orientation)
                if !found.isEmpty { failures.append("\(c): \(found.joined(separator: "; "))") }
            } catch {
                failures.append("\(c): refused: \(error)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) combinations:\n\(failures.joined(separator: "\n"))")
    }

    /// A landscape canvas narrower than its safe areas leave room for: what cannot fit is refused in one line at
    /// the user's path, saying the room it has; what needs no room (an empty toolbar, a page control) lays out.
    @Test func aCanvasNarrowerThanTheSafeAreasIsRefusedAtThePath() throws {
        func scene(_ layer: String, width: Int = 120) -> String {
            ##"{"device": "iPhone 17 Pro", "orientation": "landscape", "canvas": {"width": \##(width)}, "layers": [\##(layer)]}"##
        }
        expectError(
            scene(##"{"type": "toolbar", "items": [{"symbol": "trash"}]}"##), path: "layers[0]", "the toolbar has 0 pt")
        expectError(
            scene(##"{"type": "sheet", "content": []}"##), path: "layers[0]",
            "a sheet 62 pt from each side needs a screen wider than 124 pt")
        expectError(
            scene(##"{"type": "tabBar", "tabs": [{"symbol": "house"}], "search": {"active": true}}"##),
            path: "layers[0].search", "a search field needs 44 pt")
        #expect(throws: Never.self) { try resolve(scene(##"{"type": "toolbar", "items": []}"##)) }
        #expect(throws: Never.self) {
            try resolve(scene(##"{"type": "pageControl", "center": [60, 200], "numberOfPages": 9}"##))
        }
        // At 0 pt wide the canvas itself is refused, at the canvas.
        expectError(scene(##"{"type": "toolbar"}"##, width: 0), path: "canvas", "at least 1 pixel")
    }

    /// The island is hardware: on the left edge of an iPhone in landscape, 11 pt in, in either direction.
    @Test(arguments: S.directions)
    func theIslandStaysOnTheLeft(direction: String) throws {
        let json = S.scene(
            S.screens.first { $0.name == "status bar" }!, device: "iPhone 17 Pro", orientation: "landscape",
            direction: direction, design: "liquidGlass")
        let objects = try OrientationTests.lowered(json)
        #expect(OrientationTests.frames(objects, "fill", "black").first == [11, 138, 37, 126])
    }
}
