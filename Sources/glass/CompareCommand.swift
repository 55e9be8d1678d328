import GlassCore
import GlassPNG
import GlassScene

enum CompareCommand {
    /// Returns the exit code: success when within tolerance, failure when not.
    static func run(_ args: [String]) throws(CLIError) -> ExitCode {
        let a = try Arguments(
            args, valued: ["--diff": "--diff", "--tolerance": "--tolerance"], flags: ["--help", "-h"],
            command: "compare")
        if a.flags.contains("--help") || a.flags.contains("-h") {
            print(Help.compare)
            return .success
        }
        guard a.positionals.count == 2 else { throw .usage("compare needs two PNG files", command: "compare") }
        let tolerance = try a.integer("--tolerance", in: 0...255, command: "compare") ?? 1
        if let diffPath = a.options["--diff"] {
            try Files.checkOutputPath(diffPath)
            try Files.refuseOverwritingInput(diffPath, inputs: Set(a.positionals.compactMap { FileIdentity(path: $0) }))
        }
        // Whenever no new difference image is written, an old one at the path is removed, so it is never
        // read as this comparison's.
        let images: (PixelBuffer, PixelBuffer)
        do throws(CLIError) {
            images = (try load(a.positionals[0]), try load(a.positionals[1]))
        } catch {
            if let diffPath = a.options["--diff"] { Files.removeStale(diffPath) }
            throw error
        }
        let (first, second) = images
        guard first.width == second.width && first.height == second.height else {
            if let diffPath = a.options["--diff"] { Files.removeStale(diffPath) }
            print("sizes differ: \(first.width)×\(first.height) vs \(second.width)×\(second.height)")
            return .failure
        }
        let d = ImageComparison.compare(first, second, tolerance: tolerance)
        print(d.report)
        if let diffPath = a.options["--diff"] {
            let image = ImageComparison.differenceImage(expected: first, actual: second, tolerance: tolerance)
            do {
                try Files.writeAtomically(try PNGCodec.encode(image), to: diffPath)
            } catch let e as CLIError {
                throw e
            } catch {
                throw CLIError(.failure, "\(diffPath): cannot encode the difference image")
            }
        }
        return d.isWithinTolerance ? .success : .failure
    }

    static func load(_ path: String) throws(CLIError) -> PixelBuffer {
        let bytes = try Files.read(path)
        do {
            return try PNGCodec.decode(bytes)
        } catch {
            throw CLIError(.dataError, "\(path): \(error.description)")
        }
    }
}
