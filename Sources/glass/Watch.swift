import GlassCore
import GlassScene
import Glibc

/// `glass render SCENE --watch`: renders, then renders again whenever the scene file or a file it uses (its
/// images) changes, until interrupted; for a designer editing a scene beside the preview. Uses inotify on the
/// files' folders (editors replace a file by renaming a new one over it, which a watch on the file itself
/// would lose). A failing render prints its error line and keeps watching; Ctrl-C prints "stopped watching".
enum Watch {
    static func run(
        _ scenePath: String, to output: String, level: Int, workers: Workers, overrides: SceneOverrides, both: Bool
    ) -> Never {
        TemporaryFiles.setExitMessage("\nstopped watching \(scenePath)\n")
        var paths = [scenePath]
        while true {
            let start = now()
            // Watch what the scene used this time (a render that fails keeps the last list).
            do throws(CLIError) {
                paths = try RenderCommand.renderOne(
                    scenePath, to: output, level: level, workers: workers, overrides: overrides, both: both
                ).inputPaths
                writeStderr("rendered \(output) in \(Int((now() - start) * 1000)) ms\n")
            } catch {
                writeStderr("error: \(error.message)\n")
            }
            writeStderr("watching \(paths.count) file\(paths.count == 1 ? "" : "s"); press Ctrl-C to stop\n")
            waitForChange(paths)
        }
    }

    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// Blocks until one of `paths` is written, created, moved into place or removed; then waits 50 ms for
    /// the rest of an editor's save to land.
    static func waitForChange(_ paths: [String]) {
        let fd = inotify_init1(Int32(IN_CLOEXEC))
        guard fd >= 0 else {
            sleep(1)
            return
        }
        defer { close(fd) }
        var names: [Int32: Set<String>] = [:]
        for p in paths {
            let folder = Files.parent(of: p)
            let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_ATTRIB)
            let wd = inotify_add_watch(fd, folder, mask)
            if wd >= 0 { names[wd, default: []].insert(Files.name(of: p)) }
        }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return }
            var offset = 0
            var hit = false
            buffer.withUnsafeBytes { raw in
                while offset + MemoryLayout<inotify_event>.size <= n {
                    let event = raw.load(fromByteOffset: offset, as: inotify_event.self)
                    let nameStart = offset + MemoryLayout<inotify_event>.size
                    let nameBytes = raw[nameStart..<nameStart + Int(event.len)].prefix { $0 != 0 }
                    let name = String(decoding: nameBytes, as: UTF8.self)
                    if names[event.wd]?.contains(name) == true { hit = true }
                    offset = nameStart + Int(event.len)
                }
            }
            if hit {
                usleep(50_000)
                return
            }
        }
    }
}
