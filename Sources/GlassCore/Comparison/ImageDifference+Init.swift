extension ImageDifference {
    /// A difference from its figures (a result read back from another process).
    public init(tolerance: Int, maxChannelDelta: Int, differingPixels: Int, pixelCount: Int, psnr: Double, ssim: Double)
    {
        self.maxChannelDelta = maxChannelDelta
        self.differingPixels = differingPixels
        self.pixelCount = pixelCount
        self.psnr = psnr
        self.ssim = ssim
        self.tolerance = tolerance
    }
}
