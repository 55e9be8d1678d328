import Foundation
import Testing

@testable import GlassScene

/// Errors at the paths the user wrote, saying what is needed. Each case was reported elsewhere before: at a
/// key a popover does not have (the `detent` of the sheet it adapts to), at the component for the canvas's
/// own width, at the component for its image, with a converted number, or for bar items a bar does not have.
@Suite struct UserPathErrorTests {
    /// A popover on an iPhone adapts to a large sheet; on a 60 pt screen that sheet has no height. The popover
    /// has no `detent`: the error is the popover's.
    @Test func aPopoverTooBigIsRefusedAtThePopover() {
        expectError(
            ##"{"device": "iPhone 17 Pro", "canvas": {"height": 60}, "layers": [{"type": "popover", "source": [10, 10, 20, 20], "content": []}]}"##,
            path: "layers[0]", "shown as a large sheet")
    }

    /// A navigation bar with no items fits any width (its title truncates); one with items says the room
    /// they need and the room the bar has.
    @Test func aBarWithoutItemsNeverFailsAndOneWithItemsSaysTheRoomNeeded() throws {
        let screen = ##""device": "iPhone 17 Pro", "orientation": "landscape", "canvas": {"width": 140}"##
        _ = try resolve(
            ##"{\##(screen), "layers": [{"type": "navigationBar", "title": "A long title that truncates"}]}"##)
        _ = try resolve(
            ##"{\##(screen), "layers": [{"type": "navigationBar", "largeTitle": true, "title": "Settings"}]}"##)
        expectError(
            ##"{\##(screen), "layers": [{"type": "navigationBar", "trailing": [{"symbol": "gear"}]}]}"##,
            path: "layers[0]", "the trailing items need 44 pt; the bar has 0 pt for them")
        expectError(
            ##"{\##(screen), "layers": [{"type": "navigationBar", "backButton": true}]}"##, path: "layers[0]",
            "the leading items need 44 pt; the bar has 0 pt for them")
    }

    /// The canvas is checked before components are laid out in it.
    @Test func aBadCanvasIsReportedAtTheCanvas() {
        let layers = ##""layers": [{"type": "navigationBar", "title": "T"}, {"type": "sheet"}]"##
        expectError(
            ##"{"canvas": {"width": -5, "height": 100}, \##(layers)}"##, path: "canvas.width",
            "expected a width in points")
        expectError(
            ##"{"device": "iPhone 17 Pro", "canvas": {"height": -1}, \##(layers)}"##, path: "canvas.height",
            "expected a height in points")
        expectError(
            ##"{"canvas": {"width": 0.2, "height": 100, "scale": 1}, \##(layers)}"##, path: "canvas",
            "at least 1 pixel")
        expectError(##"{\##(layers)}"##, path: "", "missing required key \"canvas\"")
    }

    @Test func aBackgroundExtensionsMissingImageIsReportedAtItsImage() {
        expectError(
            ##"{"canvas": {"width": 100, "height": 100}, "layers": [{"type": "backgroundExtension", "image": "no-such.png", "frame": [10, 10, 50, 50]}]}"##,
            path: "layers[0].image", "no such file", kind: .missingInput)
    }

    /// A symbol's em is 1.2 times its size: the error echoes the size written, never the em.
    @Test func aSymbolSizeIsEchoedAsWritten() {
        for (size, fragment) in [("1e-300", "1e-300 pt is under a quarter pixel"), ("1000", "1000 pt is too large")] {
            expectError(
                ##"{"canvas": {"width": 40, "height": 40, "scale": 1}, "layers": [{"type": "symbol", "name": "gear", "frame": [0, 0, 9, 9], "size": \##(size)}]}"##,
                path: "layers[0].size", fragment)
        }
    }
}
