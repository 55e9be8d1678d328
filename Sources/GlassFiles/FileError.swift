import Glibc

/// Why a file or folder could not be opened, created or written: one line a user can act on,
/// `PATH: what is wrong`.
public struct FileError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        /// A folder on the way does not exist (and was not to be created).
        case missingFolder
        /// A component of the path is a symbolic link where none is followed.
        case symbolicLink
        /// A component that must be a folder is something else, or a file that must be a file is a folder.
        case wrongKind
        /// The output is one of the inputs.
        case isInput
        /// The system refused to create, write or rename (its reason is in the message).
        case cannotWrite
    }

    public let kind: Kind
    /// The path as the caller spelled it (or its part that failed).
    public let path: String
    /// What is wrong, without the path.
    public let reason: String

    public init(_ kind: Kind, _ path: String, _ reason: String) {
        self.kind = kind
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }

    static func system(_ path: String, _ verb: String, _ code: Int32) -> FileError {
        FileError(.cannotWrite, path, "cannot \(verb) (\(String(cString: strerror(code))))")
    }
}

/// What a path's folders may be: `follow` lets the system resolve links (an output path a user types
/// on the command line), `refuse` opens every component without following one (`O_NOFOLLOW`), so a
/// link committed anywhere in a pull request's tree stops the write instead of redirecting it.
public enum FolderLinks: Sendable {
    case follow, refuse
}
