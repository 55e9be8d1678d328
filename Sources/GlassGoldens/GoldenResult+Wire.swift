import GlassCore

extension GoldenResult {
    /// The result as bytes, for a worker process to send to `glass test`.
    package func encoded() -> [UInt8] {
        var w = WireWriter()
        w.string(name)
        w.string(scenePath)
        w.string(goldenPath)
        w.string(status.rawValue)
        w.bool(difference != nil)
        if let d = difference {
            for v in [d.maxChannelDelta, d.differingPixels, d.pixelCount, d.tolerance] { w.int(v) }
            w.double(d.psnr)
            w.double(d.ssim)
        }
        w.string(message)
        w.int(artifacts.count)
        for a in artifacts { w.string(a) }
        for png in [expectedPNG, actualPNG, diffPNG] { w.data(png) }
        w.double(seconds)
        w.bool(changedRegion != nil)
        if let g = changedRegion { for v in [g.x, g.y, g.width, g.height] { w.int(v) } }
        return w.bytes
    }

    /// A result from `encoded()`'s bytes; nil when they do not parse.
    package init?(encoded bytes: [UInt8]) {
        var r = WireReader(bytes)
        do throws(WireError) {
            let name = try r.string()
            let scenePath = try r.string()
            let goldenPath = try r.string()
            guard let status = Status(rawValue: try r.string()) else { return nil }
            var difference: ImageDifference? = nil
            if try r.bool() {
                let maxDelta = try r.int()
                let differing = try r.int()
                let count = try r.int()
                let tolerance = try r.int()
                difference = ImageDifference(
                    tolerance: tolerance, maxChannelDelta: maxDelta, differingPixels: differing, pixelCount: count,
                    psnr: try r.double(), ssim: try r.double())
            }
            let message = try r.string()
            let artifactCount = try r.int()
            guard artifactCount >= 0, artifactCount <= 16 else { return nil }
            var artifacts: [String] = []
            for _ in 0..<artifactCount { artifacts.append(try r.string()) }
            let expected = try r.data()
            let actual = try r.data()
            let diff = try r.data()
            let seconds = try r.double()
            var region: ChangedRegion? = nil
            if try r.bool() {
                region = ChangedRegion(x: try r.int(), y: try r.int(), width: try r.int(), height: try r.int())
            }
            guard r.isAtEnd else { return nil }
            self.init(
                name: name, scenePath: scenePath, goldenPath: goldenPath, status: status, difference: difference,
                message: message, artifacts: artifacts, expectedPNG: expected, actualPNG: actual, diffPNG: diff,
                seconds: seconds)
            self.changedRegion = region
        } catch {
            return nil
        }
    }
}
