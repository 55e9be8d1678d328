import Foundation
import Glibc
import Testing

/// `glass test` runs on pull requests: whatever links a pull request commits, it writes nothing outside its
/// goldens and artifacts folders, and says which link stopped it.
@Suite struct GoldenSafetyTests {
    static func scene(_ color: String, width: Int = 20) -> String {
        ##"{"canvas": {"width": \##(width), "height": 10, "scale": 1}, "background": "\##(color)", "layers": [{"type": "glass", "frame": [2, 2, 10, 6]}]}"##
    }

    /// Every file under `dir` (links not followed) with its contents, or its link target.
    static func snapshot(_ dir: String) -> [String: String] {
        var out: [String: String] = [:]
        let walker = FileManager.default.enumerator(atPath: dir)
        while let relative = walker?.nextObject() as? String {
            let path = dir + "/" + relative
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
                out[relative] = "-> " + target
            } else if let data = FileManager.default.contents(atPath: path) {
                out[relative] = data.base64EncodedString()
            } else {
                out[relative] = "folder"
            }
        }
        return out
    }

    /// A repository (scenes `one` and `bars/tab`, `one` recorded) beside a folder `outside` it must never
    /// write to, then `plant` commits links into it.
    static func repository(_ root: URL, plant: (String) throws -> Void) throws -> String {
        let repo = root.appendingPathComponent("repo").path
        let outside = root.appendingPathComponent("outside").path
        for d in [repo + "/scenes/bars", outside + "/dir"] {
            try FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
        }
        try Data(scene("#336699").utf8).write(to: URL(fileURLWithPath: repo + "/scenes/one.json"))
        try Data(scene("#993366").utf8).write(to: URL(fileURLWithPath: repo + "/scenes/bars/tab.json"))
        try Data("precious".utf8).write(to: URL(fileURLWithPath: outside + "/bashrc"))
        try Data("golden".utf8).write(to: URL(fileURLWithPath: outside + "/dir/tab.png"))
        #expect(try CLI.run(["render", "scenes/one.json", "-o", "one.png"], in: URL(fileURLWithPath: repo)).code == 0)
        try FileManager.default.moveItem(atPath: repo + "/one.png", toPath: outside + "/one.png")
        try plant(repo)
        return repo
    }

    /// The done-when test: a link as a golden (to a file, dangling), an artifact file, an artifacts
    /// sub-folder, a goldens sub-folder, and the goldens and artifacts folders themselves, under every
    /// record mode. Nothing outside changes, no temporary file is left, and the error names the link.
    @Test func aPullRequestsLinksNeverRedirectAWrite() throws {
        let root = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let outside = root.appendingPathComponent("outside").path
        func link(_ repo: String, _ at: String, _ to: String) throws {
            let path = repo + "/" + at
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: to)
        }
        // (what is planted, the exit codes allowed, what stderr says)
        let plantings: [(String, (String) throws -> Void, Set<Int32>, String)] = [
            (
                "golden link", { try link($0, "goldens/one.png", outside + "/one.png") }, [1],
                "goldens/one.png: is a symbolic link"
            ),
            (
                "dangling golden link", { try link($0, "goldens/bars/tab.png", outside + "/new.png") }, [1],
                "goldens/bars/tab.png: is a symbolic link"
            ),
            (
                "artifact link", { try link($0, ".glass-test-artifacts/bars/tab/actual.png", outside + "/bashrc") },
                [0, 1], ""
            ),
            (
                "artifacts sub-folder link", { try link($0, ".glass-test-artifacts/bars", outside + "/dir") }, [0, 1],
                ""
            ),
            (
                "goldens sub-folder link", { try link($0, "goldens/bars", outside + "/dir") }, [1],
                "goldens/bars is a symbolic link"
            ),
            (
                "goldens folder link", { try link($0, "goldens", outside + "/dir") }, [66, 73],
                "goldens: is a symbolic link"
            ),
            (
                "artifacts folder link", { try link($0, ".glass-test-artifacts", outside) }, [73],
                ".glass-test-artifacts: is a symbolic link"
            ),
        ]
        for (what, plant, codes, message) in plantings {
            for mode in ["never", "missing", "failed", "all"] {
                try? FileManager.default.removeItem(at: root.appendingPathComponent("repo"))
                try? FileManager.default.removeItem(atPath: outside)
                let repo = try Self.repository(root, plant: plant)
                let before = Self.snapshot(outside)
                let r = try CLI.run(
                    ["test", "scenes", "--goldens", "goldens", "--record", mode], in: URL(fileURLWithPath: repo))
                #expect(Self.snapshot(outside) == before, "\(what), --record \(mode): something outside changed")
                #expect(codes.contains(r.code), "\(what), --record \(mode): exit \(r.code): \(r.stderr)")
                #expect(message.isEmpty || r.stderr.contains(message), "\(what), --record \(mode): \(r.stderr)")
                if r.code == 73 || r.code == 66 { expectOneErrorLine(r, contains: message) }
                let temporaries = Self.snapshot(repo).keys.filter { $0.contains(".glass-") && $0.hasSuffix(".tmp") }
                #expect(temporaries.isEmpty, "\(what), --record \(mode): \(temporaries)")
            }
        }
        // An artifact planted as a link where one is written (a missing golden writes actual.png) is
        // reported on the scene's line.
        try? FileManager.default.removeItem(at: root.appendingPathComponent("repo"))
        try? FileManager.default.removeItem(atPath: outside)
        let repo = try Self.repository(root) {
            try link($0, ".glass-test-artifacts/bars/tab/actual.png", outside + "/bashrc")
            try link($0, ".glass-test-artifacts/one", outside + "/dir")
        }
        let r = try CLI.run(["test", "scenes", "--goldens", "goldens"], in: URL(fileURLWithPath: repo))
        #expect(r.code == 1)
        #expect(
            r.stderr.contains("artifacts not written: .glass-test-artifacts/bars/tab/actual.png: is a symbolic link"))
        #expect(
            r.stderr.contains("artifacts not written: .glass-test-artifacts/one: is a symbolic link"), "\(r.stderr)")
        #expect(try String(contentsOfFile: outside + "/bashrc", encoding: .utf8) == "precious")
        #expect(Self.snapshot(outside + "/dir").keys.sorted() == ["tab.png"])
    }
}
