import GlassCore

extension Node {
    /// A whole number in `range`, for counts and indices: `1.5` is refused with the accepted values named,
    /// never truncated to 1 (the conversion is `WholeNumber.exactly`, which cannot trap).
    func integer(in range: ClosedRange<Int>, what: String) throws(SceneError) -> Int {
        guard case .number(let n) = value else { throw expected(what) }
        guard let i = WholeNumber.exactly(n, in: range) else {
            throw error(
                "expected \(what): a whole number from \(range.lowerBound) to \(range.upperBound), got \(formatNumber(n))"
            )
        }
        return i
    }
}
