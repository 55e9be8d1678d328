import GlassScene
import Glibc

// The layout engine: a screen of 2000 stacked layers (200 rows of a symbol, a title that wraps, a spacer, a
// detail and a badge, in h-stacks in a v-stack) lowered with its stacks laid out, against the same layers at
// the absolute frames `glass expand` printed (no layout): the difference is the layout. The bar: laying out
// the 2000 layers costs at most 5% of the showcase's render (one thread).

/// The two screens: 2000 layers (333 rows), and a screen's worth, 100 layers (16 rows).
let layoutSizes = [(rows: 333, layers: 2000), (rows: 16, layers: 100)]
func layoutName(_ layers: Int) -> String { "layout: \(layers) stacked layers (lower with stacks)" }
func layoutFlatName(_ layers: Int) -> String { "layout: the same \(layers) layers at frames (lower)" }
let showcaseRenderName = "showcase resolve + render, 1 thread"

/// The stacked screen: `rows` h-stacks of five layers in a v-stack (2 + rows × 6 boxes with the stacks).
func layoutScene(rows: Int) -> [UInt8] {
    let row = ##"""
        {"type": "hstack", "spacing": 6, "layers": [
          {"type": "symbol", "name": "gear", "size": 12},
          {"type": "text", "text": "Row title that wraps when the detail is long", "font": {"size": 9}, "lineLimit": 2},
          {"type": "spacer", "minLength": 4},
          {"type": "text", "text": "Detail", "font": {"size": 9}, "color": "secondaryLabel"},
          {"type": "shape", "width": 8, "height": 8, "corners": "capsule", "fill": "systemRed"}]}
        """##
    let json = ##"""
        {"canvas": {"width": 402, "height": 8000, "scale": 1}, "layers": [
          {"type": "vstack", "in": "screen", "at": "top", "padding": 16, "spacing": 4, "width": "fill", "layers": [
        \##(Array(repeating: row, count: rows).joined(separator: ",\n"))]}]}
        """##
    return Array(json.utf8)
}

func layoutRows() -> [Benchmark] {
    layoutSizes.flatMap { size -> [Benchmark] in
        let stacked = layoutScene(rows: size.rows)
        let flat: [UInt8]
        do {
            flat = Array(try SceneLoader.expand(bytes: stacked, file: "stacked.json", directory: root).utf8)
        } catch {
            print("cannot lay out the stacked scene: \(error)")
            exit(1)
        }
        return [
            Benchmark(name: layoutName(size.layers), pixels: 0, samples: 5) {
                { (try? SceneLoader.lower(bytes: stacked, file: "stacked.json")) == nil ? 0 : 1 }
            },
            Benchmark(name: layoutFlatName(size.layers), pixels: 0, samples: 5) {
                { (try? SceneLoader.lower(bytes: flat, file: "flat.json")) == nil ? 0 : 1 }
            },
        ]
    }
}

/// The layout's time (stacked minus flat lowering) against the showcase's render, from this run's rows.
func printLayoutRatio(_ results: [String: Double]) {
    for size in layoutSizes {
        guard let stacked = results[layoutName(size.layers)], let flat = results[layoutFlatName(size.layers)] else {
            continue
        }
        let layout = max(0, stacked - flat)
        print(
            "layout of \(size.layers) stacked layers: \(format(layout * 1000, 2)) ms (lowering \(format(stacked * 1000, 2)) ms, at frames \(format(flat * 1000, 2)) ms)"
        )
        if let render = results[showcaseRenderName] {
            print("  / showcase render, 1 thread: \(format(layout / render * 100, 2))% (bar: 5%)")
        }
    }
}
