import GlassCore
import GlassRender
import GlassScene
import Glibc

// Motion: 60 frames of an animation rendered as `glass animate` renders them (each from what the one before
// left, `FrameSequence`), against one still render of the same screen (its last state, resolved, planned,
// rendered, in straight alpha), one thread, in the same run. The bars: a 60-frame tab bar minimize on the
// showcase costs at most 10 still renders of it; a 60-frame materialize of one 44 pt glass button on a full
// iPhone screen (the photo) at most 3. Each also rendered with every frame alone (`--no-reuse`), for scale.

/// (row name, the animated scene's JSON, its last state as a still scene's JSON, the bar).
let motionScenes: [(name: String, json: [UInt8], still: [UInt8], bar: Double)] = {
    let showcase = String(decoding: readAll(root + "/scenes/showcase.json"), as: UTF8.self)
    var minimizing = showcase.replacingFirst(#""type": "tabBar","#, with: #""type": "tabBar", "id": "tabs","#)
    minimizing = String(minimizing.dropLast(minimizing.last == "\n" ? 2 : 1))
    let minimized = showcase.replacingFirst(#""type": "tabBar","#, with: #""type": "tabBar", "minimized": true,"#)
    minimizing +=
        #", "animation": {"states": [{"transition": "smooth", "changes": {"tabs": {"minimized": true}}}]}}"#
    func button(present: Bool, animated: Bool) -> String {
        ##"""
        {"device": "iPhone 17 Pro", "background": {"image": "backgrounds/photo.png", "fit": "fill"},
         "layers": [{"type": "glass", "id": "b", "frame": [179, 420, 44, 44], "corners": "capsule", "present": \##(present),
                     "content": [{"type": "symbol", "name": "plus", "frame": [0, 0, 44, 44], "size": 20}]}]\##(
            animated ? #", "animation": {"states": [{"transition": "smooth", "changes": {"b": {"present": true}}}]}"# : "")}
        """##
    }
    return [
        ("tab bar minimize on the showcase", Array(minimizing.utf8), Array(minimized.utf8), 10),
        (
            "materialize of a 44 pt button", Array(button(present: false, animated: true).utf8),
            Array(button(present: true, animated: false).utf8), 3
        ),
    ]
}()

/// The scratch folder of the process rows: each motion scene and its still, beside a link to the
/// repository's backgrounds.
let motionScratch = "/tmp/glass-bench-motion"

/// `glass animate` of the scene (60 frames at 60 fps, to an APNG) and `glass render` of its still, each a
/// process of the release binary: what a user runs.
func motionProcessRows(_ index: Int) -> [Benchmark] {
    let scene = motionScenes[index]
    mkdir(motionScratch, 0o755)
    symlink(root + "/scenes/backgrounds", motionScratch + "/backgrounds")
    let (animated, still) = (motionScratch + "/motion\(index).json", motionScratch + "/still\(index).json")
    for (path, bytes) in [(animated, scene.json), (still, scene.still)] {
        guard let f = fopen(path, "wb") else { continue }
        _ = fwrite(bytes, 1, bytes.count, f)
        fclose(f)
    }
    return [
        Benchmark(name: motionName(scene.name, "glass render still (process)"), pixels: frame, samples: 5) {
            { Int(runProcess([binary, "render", still, "-o", motionScratch + "/still.png"], quiet: true).status) }
        },
        Benchmark(name: motionName(scene.name, "glass animate 60 (process)"), pixels: frame * 60, samples: 3) {
            {
                Int(
                    runProcess(
                        [binary, "animate", animated, "-o", motionScratch + "/a.png", "--duration", "0.98333"],
                        quiet: true
                    ).status)
            }
        },
    ]
}

func motionName(_ scene: String, _ kind: String) -> String { "motion: \(scene), \(kind)" }

func motionRows() -> [Benchmark] {
    motionScenes.flatMap { scene -> [Benchmark] in
        let animation: AnimatedScene
        do {
            animation = try AnimatedScene.read(bytes: scene.json, file: "motion.json", directory: root + "/scenes")
        } catch {
            print("cannot read the motion scene '\(scene.name)': \(error)")
            exit(1)
        }
        let end = animation.durationS
        let times = (0..<60).map { end * Double($0) / 59 }
        func frames(reuse: Bool) -> () -> Int {
            {
                var sequence = FrameSequence(reuse: reuse)
                var sum = 0
                for t in times {
                    sum &+= ((try? Renderer.nextFrame(animation, atS: t, into: &sequence)) ?? nil)?.area ?? 0
                }
                return sum
            }
        }
        return motionProcessRows(motionScenes.firstIndex { $0.name == scene.name }!) + [
            Benchmark(name: motionName(scene.name, "one still"), pixels: frame, samples: 5) {
                { Int((try? Renderer.frameImage(animation, atS: end))?.bytes[frame * 2] ?? 0) }
            },
            Benchmark(name: motionName(scene.name, "60 frames reused"), pixels: frame * 60, samples: 3, warmUp: false) {
                frames(reuse: true)
            },
            Benchmark(name: motionName(scene.name, "60 frames alone"), pixels: frame * 60, samples: 3, warmUp: false) {
                frames(reuse: false)
            },
        ]
    }
}

/// Each motion's 60 frames against its still, from this run's rows.
func printMotionRatios(_ results: [String: Double]) {
    for scene in motionScenes {
        guard let still = results[motionName(scene.name, "one still")],
            let reused = results[motionName(scene.name, "60 frames reused")]
        else { continue }
        var line = "\(scene.name): 60 frames = \(format(reused / still, 2))× one still (bar: \(format(scene.bar, 0))×)"
        if let alone = results[motionName(scene.name, "60 frames alone")] {
            line += "; each frame alone: \(format(alone / still, 2))×"
        }
        print(line)
        if let render = results[motionName(scene.name, "glass render still (process)")],
            let animate = results[motionName(scene.name, "glass animate 60 (process)")]
        {
            print(
                "  end to end: glass animate (60 frames, APNG) = \(format(animate / render, 2))× glass render of the still (PNG)"
            )
        }
    }
}

extension String {
    /// This string with the first occurrence of `target` replaced (unchanged when there is none).
    func replacingFirst(_ target: String, with replacement: String) -> String {
        let (text, find) = (Array(utf8), Array(target.utf8))
        guard find.count <= text.count else { return self }
        for i in 0...(text.count - find.count) where Array(text[i..<(i + find.count)]) == find {
            return String(decoding: text[..<i] + Array(replacement.utf8) + text[(i + find.count)...], as: UTF8.self)
        }
        return self
    }
}
