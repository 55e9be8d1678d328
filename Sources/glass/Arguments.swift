/// A two-step argument parse: split into positionals and options, then each command reads what it knows.
///
/// Options take the forms `-o VALUE`, `--output VALUE` and `--output=VALUE`; `--` ends options.
struct Arguments {
    var positionals: [String] = []
    var options: [String: String] = [:]
    var flags: Set<String> = []
    /// Every value of each repeatable option, in order.
    var lists: [String: [String]] = [:]

    /// - Parameters:
    ///   - valued: option names that take a value, with their aliases mapped to a canonical name.
    ///   - flags: options without a value.
    ///   - repeatable: options that take a value and may be given more than once (into `lists`).
    init(
        _ args: [String], valued: [String: String], flags known: Set<String>, repeatable: Set<String> = [],
        command: String?
    ) throws(CLIError) {
        var i = 0
        var onlyPositionals = false
        while i < args.count {
            let a = args[i]
            i += 1
            if onlyPositionals || !a.hasPrefix("-") || a == "-" {
                positionals.append(a)
                continue
            }
            if a == "--" {
                onlyPositionals = true
                continue
            }
            var name = a
            var inline: String? = nil
            if let eq = a.firstIndex(of: "="), a.hasPrefix("--") {
                name = String(a[..<eq])
                inline = String(a[a.index(after: eq)...])
            }
            func value() throws(CLIError) -> String {
                if let inline { return inline }
                guard i < args.count else { throw .usage("option \(name) needs a value", command: command) }
                i += 1
                return args[i - 1]
            }
            if known.contains(name) {
                if inline != nil { throw .usage("option \(name) takes no value", command: command) }
                flags.insert(name)
            } else if repeatable.contains(name) {
                lists[name, default: []].append(try value())
            } else if let canonical = valued[name] {
                if options[canonical] != nil { throw .usage("option \(name) given twice", command: command) }
                options[canonical] = try value()
            } else {
                throw .usage("unknown option \(name)", command: command)
            }
        }
    }

    /// An integer option within a range, or nil when absent.
    func integer(_ name: String, in range: ClosedRange<Int>, command: String) throws(CLIError) -> Int? {
        guard let text = options[name] else { return nil }
        guard let v = Int(text), range.contains(v) else {
            throw .usage(
                "\(name) expects an integer from \(range.lowerBound) to \(range.upperBound), got '\(text)'",
                command: command)
        }
        return v
    }
}
