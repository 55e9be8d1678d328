import GlassScene
import Testing

/// The menu laid out by the engine: its separators survive whole-pixel placement at every scale, and its rows
/// keep their order and their room at every text size, in both designs and directions.
@Suite struct MenuEngineTests {
    typealias O = OrientationTests
    typealias P = PresentationLayoutTests

    static func menu(design: String, scale: Int, dynamicType: String = "L", direction: String = "leftToRight")
        -> String
    {
        ##"{"device": "iPhone 17 Pro", "design": "\##(design)", "canvas": {"scale": \##(scale)}, "settings": {"dynamicType": "\##(dynamicType)", "layoutDirection": "\##(direction)"}, "layers": [\##(P.menu("[338, 67, 44, 44]"))]}"##
    }

    /// A 0.33 or 0.5 pt line placed at whole pixels vanished at 1× (its top and bottom rounded to one pixel):
    /// every separator is drawn, one pixel thick, at 1×, 2× and 3×.
    @Test(arguments: [1, 2, 3])
    func everySeparatorIsDrawnAtEveryScale(scale: Int) throws {
        for design in ["liquidGlass", "compatibility"] {
            let objects = try O.lowered(Self.menu(design: design, scale: scale))
            let separators = O.frames(objects, "fill", "separator")
            // Under the header, and the divider (Liquid Glass) or the hairline between the first two items.
            #expect(separators.count == 2, "\(design) at \(scale)×: \(separators)")
            for f in separators { #expect(f[3] == 1 / Double(scale), "\(design) at \(scale)×: \(f)") }
        }
    }

    /// Measuring the panel before placing it is not drawing it: 80 000 characters in the scene's stacks and
    /// a menu of 64 titles of 200 (12 800) come to 92 800 of the 100 000 the engine takes; the menu's text
    /// counted twice, the scene was refused at 105 600.
    @Test func measuringThePanelCountsItsTextOnce() throws {
        let title = String(repeating: "word ", count: 39) + "last!"
        let items = Array(repeating: #"{"title": "\#(title)"}"#, count: 64).joined(separator: ", ")
        let long = String(repeating: "text ", count: 800)
        let texts = Array(repeating: #"{"type": "text", "text": "\#(long)", "lineLimit": 1}"#, count: 20)
        let json = ##"""
            {"device": "iPhone 17 Pro", "canvas": {"scale": 1}, "layers": [
             {"type": "vstack", "layers": [\##(texts.joined(separator: ", "))]},
             {"type": "menu", "source": [338, 67, 44, 44], "items": [\##(items)]}]}
            """##
        #expect(O.frames(try O.lowered(json), "text", title).count == 64)
    }

    /// At every text size the rows' titles stand in order, apart, inside the panel, each on whole pixels.
    @Test(arguments: ["xS", "L", "AX3", "AX5"])
    func theRowsKeepTheirOrderAndRoom(dynamicType: String) throws {
        for design in ["liquidGlass", "compatibility"] {
            for direction in ["leftToRight", "rightToLeft"] {
                let objects = try O.lowered(
                    Self.menu(design: design, scale: 3, dynamicType: dynamicType, direction: direction))
                let panel = try #require(P.first(objects, "glass"))
                let titles = ["Name", "Date", "Delete"].map { O.frames(objects, "text", $0) }
                #expect(titles.allSatisfy { $0.count == 1 }, "\(design) \(dynamicType)")
                let frames = titles.compactMap(\.first)
                for (a, b) in zip(frames, frames.dropFirst()) {
                    #expect(a[1] + a[3] <= b[1], "\(design) \(dynamicType) \(direction): \(a) then \(b)")
                }
                for f in frames {
                    #expect(f[0] >= 0 && f[0] + f[2] <= panel[2], "\(design) \(dynamicType) \(direction): \(f)")
                    #expect(f.allSatisfy { abs($0 * 3 - ($0 * 3).rounded()) < 1e-6 }, "\(f) off the pixels")
                }
            }
        }
    }
}
