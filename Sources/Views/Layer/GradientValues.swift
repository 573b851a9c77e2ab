import Foundation

/// The animatable values of a gradient layer (CAGradientLayer): its colours, where they sit, and the two points
/// that place the gradient in the bounds. Kept small — every layer's `LayerValues` holds one: two optional
/// arrays (nil for every layer that is no gradient, so nothing to retain) and two points.
///
/// ```swift
/// var g = GradientValues()
/// g.colors = [.black, .white]
/// g.color(at: 0.5)                   // mid grey: colours interpolate unpremultiplied, as Core Animation's
/// ```
nonisolated public struct GradientValues: Equatable, Sendable {
    /// The colours (nil: the layer draws nothing).
    public var colors: [Color]?
    /// Where each colour sits on the gradient's axis, 0…1 (nil, or a count other than the colours': evenly
    /// spaced).
    public var locations: [Double]?
    /// The gradient's start and end in unit coordinates of the bounds.
    public var startPoint = CGPoint(x: 0.5, y: 0)
    public var endPoint = CGPoint(x: 0.5, y: 1)

    public init() {}

    /// `n` locations evenly spaced from 0 to 1 (what nil locations mean).
    public static func evenLocations(count n: Int) -> [Double] {
        (0..<max(n, 0)).map { n > 1 ? Double($0) / Double(n - 1) : 0 }
    }

    /// The location of colour `i` of `n`: the given one, or evenly spaced.
    public func location(_ i: Int, of n: Int) -> Double {
        if let locations, locations.count == n { return locations[i] }
        return n > 1 ? Double(i) / Double(n - 1) : 0
    }

    /// The colour at `t` on the gradient's axis: the first colour before the first location, the last after
    /// the last, linear (per unpremultiplied component) between neighbours.
    public func color(at t: Double) -> Color {
        guard let colors, let first = colors.first else { return .clear }
        let n = colors.count
        if n == 1 || t <= location(0, of: n) { return first }
        for i in 1..<n {
            let b = location(i, of: n)
            guard t < b else { continue }
            let a = location(i - 1, of: n)
            guard b > a else { return colors[i] }
            let c0 = colors[i - 1], c1 = colors[i], f = CGFloat((t - a) / (b - a))
            return Color(red: c0.red + (c1.red - c0.red) * f, green: c0.green + (c1.green - c0.green) * f,
                         blue: c0.blue + (c1.blue - c0.blue) * f, alpha: c0.alpha + (c1.alpha - c0.alpha) * f)
        }
        return colors[n - 1]
    }
}
