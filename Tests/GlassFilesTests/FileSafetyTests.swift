import Foundation
import GlassFiles
import Glibc
import Testing

/// The file-safety layer on its own: folders walked without following links, atomic writes, inputs refused.
@Suite struct FileSafetyTests {
    static func temporaryFolder() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("glass-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.path
    }

    static func names(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    /// A link at the output, at a folder on the way (to a folder or dangling) stops a `refuse` write with
    /// a message naming it; nothing is written where any link leads, and no temporary file is left.
    @Test func noLinkIsFollowedOrReplaced() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let outside = root + "/outside"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: URL(fileURLWithPath: outside + "/file"))
        try FileManager.default.createDirectory(atPath: root + "/in/real", withIntermediateDirectories: true)
        symlink(outside + "/file", root + "/in/real/out.png")
        symlink(outside + "/absent", root + "/in/real/dangling.png")
        symlink(outside, root + "/in/linked")
        symlink(outside + "/nowhere", root + "/in/gone")
        let cases: [(String, FileError.Kind, String)] = [
            ("in/real/out.png", .symbolicLink, "in/real/out.png: is a symbolic link"),
            ("in/real/dangling.png", .symbolicLink, "in/real/dangling.png: is a symbolic link"),
            ("in/linked/x.png", .symbolicLink, "in/linked/x.png: \(root)/in/linked is a symbolic link"),
            ("in/linked/new/x.png", .symbolicLink, "\(root)/in/linked is a symbolic link"),
            ("in/gone/x.png", .symbolicLink, "\(root)/in/gone is a symbolic link"),
        ]
        for (relative, kind, message) in cases {
            for create in [false, true] {
                do {
                    try writeFileAtomically(
                        Array("new".utf8), to: root + "/" + relative, folderLinks: .refuse, createFolders: create)
                    Issue.record("\(relative) was written")
                } catch {
                    #expect(error.kind == kind, "\(relative)")
                    #expect(
                        error.description.hasSuffix(message.replacingOccurrences(of: "\(root)/", with: ""))
                            || error.description.contains(message), "\(error.description)")
                }
            }
        }
        #expect(try String(contentsOfFile: outside + "/file", encoding: .utf8) == "precious")
        #expect(Self.names(outside) == ["file"])
        #expect(Self.names(root + "/in/real") == ["dangling.png", "out.png"])
        // Following folder links (an output a user types) still refuses a link at the output itself.
        #expect(throws: FileError.self) {
            try writeFileAtomically(Array("new".utf8), to: root + "/in/real/out.png", folderLinks: .follow)
        }
        try writeFileAtomically(Array("new".utf8), to: root + "/in/linked/via.png", folderLinks: .follow)
        #expect(Self.names(outside) == ["file", "via.png"])
    }

    /// Folders are created as the walk reaches them; the file is whole; its identity can be refused as an
    /// input; a pending file that is never committed leaves nothing.
    @Test func createsFoldersWritesWholeFilesAndRefusesInputs() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try writeFileAtomically(Array("one".utf8), to: root + "/a/b/c.png", folderLinks: .refuse, createFolders: true)
        #expect(try String(contentsOfFile: root + "/a/b/c.png", encoding: .utf8) == "one")
        try writeFileAtomically(Array("two".utf8), to: root + "/a/b/c.png", folderLinks: .refuse)
        #expect(try String(contentsOfFile: root + "/a/b/c.png", encoding: .utf8) == "two")
        let input = try #require(FileIdentity(path: root + "/a/b/c.png"))
        #expect {
            try writeFileAtomically(
                Array("x".utf8), to: root + "/a/./b/../b/c.png", folderLinks: .refuse, inputs: [input])
        } throws: { ($0 as? FileError)?.kind == .isInput }
        do {
            let pending = try PendingFile(root + "/a/b/d.png", folderLinks: .refuse)
            #expect(Self.names(root + "/a/b").count == 2)  // c.png and the temporary file
            _ = pending
        }
        #expect(Self.names(root + "/a/b") == ["c.png"])
        #expect(throws: FileError.self) { try writeFileAtomically([1], to: root + "/a/b", folderLinks: .refuse) }
        #expect(throws: FileError.self) { try writeFileAtomically([1], to: root + "/a/b/", folderLinks: .refuse) }
        #expect(throws: FileError.self) {
            try writeFileAtomically([1], to: root + "/a/b/c.png/x", folderLinks: .refuse, createFolders: true)
        }
    }

    /// Names are cut by bytes: a character that swallows the dot of `.json` does not change the stem.
    @Test func stemsAreCutByBytes() {
        #expect(FileNames.stem("x\u{600}.json") == "x\u{600}")
        #expect(FileNames.stem("x.json") == "x")
        #expect(FileNames.stem(".json") == nil && FileNames.stem("x.jsonl") == nil)
        #expect(FileNames.shown([0x61, 0xFF, 0x2E]) == "a\\xFF.")
    }

    /// No file in Sources/ writes to a path except through GlassFiles: no `Data.write`, `String.write`,
    /// FileManager writes or folder creation, `fopen`, or `O_CREAT` outside the module.
    @Test func everyWriteGoesThroughGlassFiles() throws {
        let sources =
            ProcessInfo.processInfo.environment["GLASS_SOURCES"]
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources").path
        let offending = try Self.directWrites(in: sources)
        #expect(offending.isEmpty, "\(offending.joined(separator: "\n"))")
        // The scan itself finds what it looks for.
        #expect(Self.directWrites(text: "try Data(png).write(to: url)\n// .write(to: comment)\n", file: "x").count == 1)
    }

    static let forbidden = [
        ".write(to:", ".write(toFile:", "createDirectory(", "createFile(", "FileManager.default.copyItem",
        "FileManager.default.moveItem", "fopen(", "O_CREAT", "FileHandle(forWriting", "mkdir(",
    ]

    static func directWrites(in sources: String) throws -> [String] {
        var out: [String] = []
        let walker = FileManager.default.enumerator(atPath: sources)
        while let relative = walker?.nextObject() as? String {
            guard relative.hasSuffix(".swift"), !relative.hasPrefix("GlassFiles/") else { continue }
            let text = try String(contentsOfFile: sources + "/" + relative, encoding: .utf8)
            out += directWrites(text: text, file: relative)
        }
        return out
    }

    static func directWrites(text: String, file: String) -> [String] {
        var out: [String] = []
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = line.trimmingCharacters(in: .whitespaces)
            if code.hasPrefix("//") { continue }
            for pattern in forbidden where code.contains(pattern) { out.append("\(file):\(i + 1): \(code)") }
        }
        return out
    }
}
