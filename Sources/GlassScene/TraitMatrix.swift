/// One scene, many renders: each key with the values it takes (`--matrix appearance=light,dark`, a settings
/// flag as a key with one value), and their cross product as `SceneOverrides`, one per render.
public struct TraitMatrix: Sendable, Equatable {
    /// The keys, sorted, each with its canonical values in the order given.
    public private(set) var axes: [Axis] = []

    public struct Axis: Sendable, Equatable {
        public let key: String
        public let values: [String]
    }

    /// Most renders one scene's matrix may make (each is a full render and, on `test`, a golden).
    public static let maxRenders = 256

    public init() {}

    public var isEmpty: Bool { axes.isEmpty }

    /// Renders a scene makes: the product of the axes' sizes (1 for no axes).
    public var count: Int { axes.reduce(1) { $0 * $1.values.count } }

    /// Adds `KEY=V1,V2,…` as given to `--matrix`. Errors are one line that names `KEY` and what was wrong.
    public mutating func add(_ argument: String) throws(MatrixError) {
        guard let eq = argument.firstIndex(of: "=") else {
            throw MatrixError("--matrix expects KEY=V1,V2,…, got '\(truncatedForMessage(argument))'")
        }
        let key = String(argument[..<eq])
        let list = argument[argument.index(after: eq)...]
        guard SceneOverrides.allowed(key) != nil else {
            throw MatrixError(TraitError.unknownKey(key).describe(at: "--matrix"))
        }
        guard !list.isEmpty else { throw MatrixError("--matrix \(key)= gives no values; list them: \(key)=V1,V2") }
        var values: [String] = []
        for spelled in list.split(separator: ",", omittingEmptySubsequences: false) {
            guard !spelled.isEmpty else {
                throw MatrixError("--matrix \(key): an empty value in '\(truncatedForMessage(String(list)))'")
            }
            let value: String
            do {
                value = try SceneOverrides.canonical(String(spelled), of: key)
            } catch {
                throw MatrixError(error.describe(at: "--matrix \(key)"))
            }
            guard !values.contains(value) else {
                throw MatrixError("--matrix \(key): \(value) is given twice")
            }
            values.append(value)
        }
        try add(Axis(key: key, values: values), from: "--matrix \(key)")
    }

    /// Adds a key with one value, from a flag such as `--bold-text` (`place` names the flag in errors).
    public mutating func fix(_ key: String, _ value: String, from place: String) throws(MatrixError) {
        let canonical: String
        do {
            canonical = try SceneOverrides.canonical(value, of: key)
        } catch {
            throw MatrixError(error.describe(at: place))
        }
        try add(Axis(key: key, values: [canonical]), from: place)
    }

    private mutating func add(_ axis: Axis, from place: String) throws(MatrixError) {
        guard !axes.contains(where: { $0.key == axis.key }) else {
            throw MatrixError("\(place): \(axis.key) is already given (by --matrix or a flag); give each key once")
        }
        let renders = count * axis.values.count
        if renders > Self.maxRenders {
            throw MatrixError("--matrix makes \(renders) renders of each scene; the limit is \(Self.maxRenders)")
        }
        axes.append(axis)
        axes.sort { $0.key < $1.key }
    }

    /// Every combination, the last key varying fastest (keys sorted, values in the order given); one empty
    /// combination for an empty matrix.
    public var combinations: [SceneOverrides] {
        var out = [SceneOverrides()]
        for axis in axes {
            var next: [SceneOverrides] = []
            for partial in out {
                for value in axis.values {
                    var o = partial
                    // Canonical already: setting it cannot fail.
                    try? o.set(axis.key, value)
                    next.append(o)
                }
            }
            out = next
        }
        return out
    }

    /// The matrix as `--matrix` arguments (`["--matrix", "appearance=light,dark", …]`), keys sorted: what
    /// runs the same renders again (a flag appears as its one-value key).
    public var arguments: [String] {
        axes.flatMap { ["--matrix", "\($0.key)=\($0.values.joined(separator: ","))"] }
    }
}

/// A `--matrix` or settings flag that cannot be used: one line for the usage error.
public struct MatrixError: Error, Equatable, Sendable {
    public let message: String
    init(_ message: String) { self.message = message }
}
