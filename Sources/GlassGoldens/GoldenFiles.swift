import GlassFiles
import GlassScene

/// Reading and writing goldens and artifacts: never through a symbolic link anywhere on their paths, always
/// atomically, never over one of the scene's inputs. Failures come back as one line for the scene's result.
enum GoldenFiles {
    /// Largest golden read.
    static let maxGoldenBytes = 256 << 20

    /// The golden's bytes, or nil when it (or its folder) does not exist. A link at the golden or on the
    /// way to it is an error, whatever the record mode: a dangling one would be created through, an
    /// existing one written through.
    static func readGolden(_ path: String) throws(FileError) -> [UInt8]? {
        let (parent, name) = split(path)
        let folder: OpenFolder
        do {
            folder = try OpenFolder.open(parent, links: .refuse, target: path)
        } catch {
            if error.kind == .missingFolder { return nil }
            throw error
        }
        switch folder.kind(of: name) {
        case .missing: return nil
        case .link: throw FileError(.symbolicLink, path, "is a symbolic link; a golden must be a plain file")
        case .folder, .other: throw FileError(.wrongKind, path, "is not a file")
        case .file: break
        }
        do {
            return try folder.read(name, limit: maxGoldenBytes)
        } catch {
            switch error {
            case .missing: return nil
            case .isDirectory: throw FileError(.wrongKind, path, "is not a file")
            case .unreadable(let reason): throw FileError(.cannotWrite, path, "cannot read (\(reason))")
            case .tooLarge: throw FileError(.wrongKind, path, overLimit)
            }
        }
    }

    /// Why a golden over `maxGoldenBytes` is not read: it is no readable PNG, a failure the new image may replace.
    static let overLimit = "is over the limit of \(maxGoldenBytes) bytes"

    /// Records a golden, creating its folders; nil when written, else why not.
    static func writeGolden(_ png: [UInt8], to path: String, inputs: Set<FileIdentity>) -> String? {
        do {
            try writeFileAtomically(png, to: path, folderLinks: .refuse, createFolders: true, inputs: inputs)
            return nil
        } catch {
            return error.description
        }
    }

    static let artifactNames = ["expected.png", "actual.png", "diff.png"]

    /// Removes the artifacts of an earlier run from `folder` when it exists, except the paths in `except` (this
    /// run's) and any that is one of `inputs` (a scene that passes or errors now has none: its old images
    /// would read as a current failure in an uploaded artifacts folder). Never creates the folder, follows no
    /// link, and leaves anything that is not a plain file.
    static func removeArtifacts(_ folder: String, except: [String] = [], keeping inputs: Set<FileIdentity> = []) {
        guard let open = try? OpenFolder.open(folder, links: .refuse) else { return }
        for name in artifactNames where open.kind(of: name) == .file && !except.contains(folder + "/" + name) {
            if let identity = FileIdentity(folder: open.descriptor, name: name), inputs.contains(identity) { continue }
            _ = open.removeFile(name)
        }
    }

    /// Writes the artifacts that are not empty into `folder` (created) and removes older files of the
    /// others, so no stale image sits beside new ones. Returns the paths written and the first failure.
    static func writeArtifacts(
        _ folder: String?, expected: [UInt8], actual: [UInt8], diff: [UInt8], inputs: Set<FileIdentity>
    ) -> (paths: [String], failure: String?) {
        guard let folder else { return ([], nil) }
        var written: [String] = []
        do throws(FileError) {
            let open = try OpenFolder.open(folder, links: .refuse, create: true)
            let artifacts = zip(artifactNames, [expected, actual, diff])
            for (name, bytes) in artifacts where bytes.isEmpty {
                let path = folder + "/" + name
                switch open.kind(of: name) {
                case .missing: break
                case .file: if !open.removeFile(name) { throw FileError(.cannotWrite, path, "cannot remove") }
                case .link: throw FileError(.symbolicLink, path, "is a symbolic link; glass writes only to plain paths")
                case .folder, .other: throw FileError(.wrongKind, path, "is not a file")
                }
            }
            for (name, bytes) in artifacts where !bytes.isEmpty {
                let path = folder + "/" + name
                try writeFileAtomically(bytes, to: path, folderLinks: .refuse, inputs: inputs)
                written.append(path)
            }
            return (written, nil)
        } catch {
            return (written, error.description)
        }
    }

    /// A path's folder ("." for a bare name) and last component.
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = slash == path.startIndex ? "/" : String(path[..<slash])
        return (folder, String(path[path.index(after: slash)...]))
    }
}
