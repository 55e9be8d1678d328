import Foundation
import Testing

/// The quick start's set-up (`tools/setup.sh`, sourced by `tools/showcase` and `tools/test`) against a fake
/// list of installed packages: what is missing, the one command a user without root is told to run, and
/// what root installs.
@Suite struct SetupScriptTests {
    static let script = CLI.root.appendingPathComponent("tools/setup.sh").path

    /// Runs bash with `command` after sourcing the set-up, with the given overrides.
    static func run(_ command: String, installed: [String], uid: Int, in dir: URL) throws -> CLI.Result {
        let list = dir.appendingPathComponent("installed.txt")
        try Data((installed.joined(separator: "\n") + "\n").utf8).write(to: list)
        let apt = dir.appendingPathComponent("apt-get")
        try Data("#!/bin/sh\necho \"$@\" >> \"\(dir.path)/apt.log\"\n".utf8).write(to: apt)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: apt.path)
        return try CLI.runProcess(
            URL(fileURLWithPath: "/bin/bash"), ["-c", "source \"\(script)\"; \(command)"],
            environment: [
                "PATH": "/usr/bin:/bin", "GLASS_INSTALLED_PACKAGES": list.path, "GLASS_APT_GET": apt.path,
                "GLASS_SETUP_UID": String(uid),
            ])
    }

    static let render = [
        "pkg-config", "libpng-dev", "zlib1g-dev", "libfreetype-dev", "libharfbuzz-dev", "libfontconfig-dev",
        "fonts-inter", "fonts-wqy-microhei", "fonts-material-design-icons-iconfont", "libdeflate0",
    ]

    @Test func aFreshMachineIsToldWhatToInstall() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Swift's image with only libpng: the text stack is missing.
        let fresh = ["libpng-dev", "zlib1g-dev", "pkg-config"]
        let missing = try Self.run(
            #"glass_missing_packages "$glass_test_packages""#, installed: fresh, uid: 1000, in: dir)
        #expect(
            missing.stdout.split(separator: "\n") == [
                "libfreetype-dev", "libharfbuzz-dev", "libfontconfig-dev", "fonts-inter", "fonts-wqy-microhei",
                "fonts-material-design-icons-iconfont", "libdeflate0", "chromium", "python3-jsonschema",
            ])
        // Not root: the one command to run, and a stop before building anything.
        let user = try Self.run(
            #"glass_ensure_packages "$glass_render_packages" "rendering scenes"; echo built"#, installed: fresh,
            uid: 1000, in: dir)
        #expect(user.code == 1)
        #expect(!user.stdout.contains("built"))
        #expect(
            user.stderr.contains(
                "sudo apt-get update && sudo apt-get install -y libfreetype-dev libharfbuzz-dev libfontconfig-dev fonts-inter fonts-wqy-microhei fonts-material-design-icons-iconfont libdeflate0"
            ), "\(user.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("apt.log").path))
        // Root: apt-get installs exactly what is missing, then the script goes on.
        let root = try Self.run(
            #"glass_ensure_packages "$glass_render_packages" "rendering scenes"; echo built"#, installed: fresh,
            uid: 0, in: dir)
        #expect(root.code == 0, "\(root.stderr)")
        #expect(root.stdout.contains("built"))
        let log = try String(contentsOf: dir.appendingPathComponent("apt.log"), encoding: .utf8)
        #expect(
            log.split(separator: "\n") == [
                "update -qq",
                "install -y -qq libfreetype-dev libharfbuzz-dev libfontconfig-dev fonts-inter fonts-wqy-microhei fonts-material-design-icons-iconfont libdeflate0",
            ], "\(log)")
    }

    @Test func nothingIsInstalledWhenNothingIsMissing() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let all = Self.render + ["chromium", "python3-jsonschema"]
        let r = try Self.run(
            #"glass_ensure_packages "$glass_test_packages" "the tests"; echo ready"#, installed: all, uid: 1000,
            in: dir)
        #expect(r.code == 0 && r.stdout == "ready\n" && r.stderr.isEmpty, "\(r)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("apt.log").path))
        // The check the scripts print from, run directly.
        let check = try CLI.runProcess(
            URL(fileURLWithPath: "/bin/bash"), [Self.script, "--check", "render"],
            environment: [
                "PATH": "/usr/bin:/bin", "GLASS_INSTALLED_PACKAGES": dir.appendingPathComponent("installed.txt").path,
            ])
        #expect(check.code == 0 && check.stdout.isEmpty, "\(check)")
    }
}
