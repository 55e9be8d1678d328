import GlassGoldens
import GlassScene
import Glibc

/// The messages between `glass` and its worker processes, on two pipes (the worker's descriptors 3 for
/// what it is sent, 4 for what it answers): a kind byte, the payload's length (4 bytes, little endian), the
/// payload. The parent sends jobs and grants; a worker answers a result per job, and before rendering a
/// scene of a folder asks for the bytes its render will hold (`MemoryGate`), waiting for the grant.
enum Frame {
    /// Parent → worker: a `WorkerJob`.
    static let job: UInt8 = 0x4A
    /// Parent → worker: the bytes asked for are granted.
    static let grant: UInt8 = 0x47
    /// Worker → parent: the bytes the render about to start will hold (8 bytes).
    static let memory: UInt8 = 0x4D
    /// Worker → parent: the job's result.
    static let result: UInt8 = 0x52
    /// Worker → parent, once, before it reads its first job: it has started (its process start-up is not
    /// counted in the first scene's time budget).
    static let ready: UInt8 = 0x59

    /// Largest payload accepted: a golden result carries three PNGs of at most a 40 Mpx canvas.
    static let maxPayload = 1 << 31 - 1

    static func encode(_ kind: UInt8, _ payload: [UInt8]) -> [UInt8] {
        precondition(payload.count <= maxPayload)
        var out: [UInt8] = [kind]
        withUnsafeBytes(of: UInt32(payload.count).littleEndian) { out.append(contentsOf: $0) }
        return out + payload
    }

    /// Writes a whole frame to a blocking descriptor; false when the other end is gone.
    @discardableResult
    static func write(_ kind: UInt8, _ payload: [UInt8], to fd: Int32) -> Bool {
        let bytes = encode(kind, payload)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return false }
            offset += n
        }
        return true
    }

    /// Reads one frame from a blocking descriptor; nil at the end of the stream or on an error.
    static func read(from fd: Int32) -> (kind: UInt8, payload: [UInt8])? {
        guard let header = readExactly(5, from: fd) else { return nil }
        let count = Int(header[1]) | Int(header[2]) << 8 | Int(header[3]) << 16 | Int(header[4]) << 24
        guard count <= maxPayload, let payload = readExactly(count, from: fd) else { return nil }
        return (header[0], payload)
    }

    private static func readExactly(_ count: Int, from fd: Int32) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var offset = 0
        while offset < count {
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + offset, count - offset) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return nil }
            offset += n
        }
        return bytes
    }

    /// Takes the first whole frame off `buffer`, starting at `start` (advanced past it), if one is there.
    static func take(from buffer: [UInt8], at start: inout Int) -> (kind: UInt8, payload: [UInt8])? {
        guard buffer.count - start >= 5 else { return nil }
        let b = start
        let count = Int(buffer[b + 1]) | Int(buffer[b + 2]) << 8 | Int(buffer[b + 3]) << 16 | Int(buffer[b + 4]) << 24
        guard buffer.count - start - 5 >= count else { return nil }
        start += 5 + count
        return (buffer[b], Array(buffer[b + 5..<b + 5 + count]))
    }
}

/// One scene for a worker: a scene of a folder render, or a golden check of `glass test`.
enum WorkerJob {
    case render(scenePath: String, output: String, level: Int, traits: SceneOverrides)
    case test(
        name: String, scenePath: String, goldenPath: String, traits: SceneOverrides, tolerance: Int,
        record: RecordMode, artifacts: String, instant: String?)
    /// `glass test --audit`: the legibility audit of a scene of the suite (one render of its matrix).
    case audit(name: String, scenePath: String, traits: SceneOverrides)

    func encoded() -> [UInt8] {
        var w = WireWriter()
        switch self {
        case .render(let scenePath, let output, let level, let traits):
            w.string("render")
            w.string(scenePath)
            w.string(output)
            w.int(level)
            w.string(traits.description)
        case .test(
            let name, let scenePath, let goldenPath, let traits, let tolerance, let record, let artifacts, let instant):
            w.string("test")
            w.string(name)
            w.string(scenePath)
            w.string(goldenPath)
            w.string(traits.description)
            w.int(tolerance)
            w.string(record.rawValue)
            w.string(artifacts)
            w.string(instant ?? "")
        case .audit(let name, let scenePath, let traits):
            w.string("audit")
            w.string(name)
            w.string(scenePath)
            w.string(traits.description)
        }
        return w.bytes
    }

    init?(encoded bytes: [UInt8]) {
        var r = WireReader(bytes)
        do throws(WireError) {
            switch try r.string() {
            case "render":
                let scenePath = try r.string()
                let output = try r.string()
                let level = try r.int()
                guard let traits = SceneOverrides(description: try r.string()) else { return nil }
                self = .render(scenePath: scenePath, output: output, level: level, traits: traits)
            case "test":
                let name = try r.string()
                let scenePath = try r.string()
                let goldenPath = try r.string()
                guard let traits = SceneOverrides(description: try r.string()) else { return nil }
                let tolerance = try r.int()
                guard let record = RecordMode(rawValue: try r.string()) else { return nil }
                self = .test(
                    name: name, scenePath: scenePath, goldenPath: goldenPath, traits: traits, tolerance: tolerance,
                    record: record, artifacts: try r.string(),
                    instant: Optional(try r.string()).flatMap { $0.isEmpty ? nil : $0 })
            case "audit":
                let name = try r.string()
                let scenePath = try r.string()
                guard let traits = SceneOverrides(description: try r.string()) else { return nil }
                self = .audit(name: name, scenePath: scenePath, traits: traits)
            default:
                return nil
            }
            if !r.isAtEnd { return nil }
        } catch {
            return nil
        }
    }

    /// The folders the job writes into (its temporary files lie there while it writes): where the pool looks
    /// for what a killed worker left.
    var outputFolders: [String] {
        switch self {
        case .render(_, let output, _, _): [Files.parent(of: output)]
        case .test(_, _, let goldenPath, _, _, _, let artifacts, _): [Files.parent(of: goldenPath), artifacts]
        case .audit: []
        }
    }

    /// The names `GLASS_FAULT=crash:NAME` matches: the scene's file stem, and its relative name in a suite.
    var names: [String] {
        switch self {
        case .render(let scenePath, _, _, _): [Files.stem(of: Files.name(of: scenePath))]
        case .test(let name, let scenePath, _, _, _, _, _, _), .audit(let name, let scenePath, _):
            [name, Files.stem(of: Files.name(of: scenePath))]
        }
    }
}

/// The result of a folder render's scene: nothing, or the error it failed with.
enum RenderOutcome {
    static func encoded(_ error: CLIError?) -> [UInt8] {
        var w = WireWriter()
        w.int(Int(error?.code.rawValue ?? 0))
        w.string(error?.message ?? "")
        return w.bytes
    }

    /// The error a result holds (nil for success); a result that does not parse is a failure of its own.
    static func decoded(_ bytes: [UInt8]) -> CLIError? {
        var r = WireReader(bytes)
        guard let raw = try? r.int(), let message = try? r.string(), r.isAtEnd,
            let code = Int32(exactly: raw).flatMap(ExitCode.init(rawValue:))
        else { return CLIError(.failure, "a worker process answered with a malformed result") }
        return code == .success ? nil : CLIError(code, message)
    }
}

/// The result of an audit job: the error the scene failed with, or its findings (failing layers, then layout
/// findings), each its path, kind and line.
enum AuditOutcome {
    static func encoded(_ result: Result<[AuditFinding], CLIError>) -> [UInt8] {
        var w = WireWriter()
        switch result {
        case .success(let findings):
            w.int(0)
            w.int(findings.count)
            for f in findings {
                w.string(f.path)
                w.string(f.kind)
                w.string(f.line)
            }
        case .failure(let error):
            w.int(Int(error.code.rawValue))
            w.string(error.message)
        }
        return w.bytes
    }

    static func decoded(_ bytes: [UInt8]) -> Result<[AuditFinding], CLIError> {
        var r = WireReader(bytes)
        let malformed = CLIError(.failure, "a worker process answered with a malformed result")
        do throws(WireError) {
            let raw = try r.int()
            if raw == 0 {
                let count = try r.int()
                guard (0...(1 << 20)).contains(count) else { return .failure(malformed) }
                var findings: [AuditFinding] = []
                for _ in 0..<count {
                    findings.append(AuditFinding(path: try r.string(), kind: try r.string(), line: try r.string()))
                }
                return r.isAtEnd ? .success(findings) : .failure(malformed)
            }
            let message = try r.string()
            guard r.isAtEnd, let code = Int32(exactly: raw).flatMap(ExitCode.init(rawValue:)) else {
                return .failure(malformed)
            }
            return .failure(CLIError(code, message))
        } catch {
            return .failure(malformed)
        }
    }
}
