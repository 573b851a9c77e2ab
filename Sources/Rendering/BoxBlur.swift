import Foundation
import Views

/// The box of an almost-Gaussian blur by three sliding-window box passes per axis (Kovesi; SVG feGaussianBlur);
/// `BackdropBlur` runs the passes.
///
/// ```swift
/// let box = BoxBlur(sigma: 6)
/// box.radius                    // the half-width of the full-weight window
/// box.fraction                  // the weight of the two taps just outside it
/// 3 * box.variance              // 36: three passes add up to σ²
/// ```
///
/// The three boxes share one width chosen so that their variances add up to σ² exactly; a fractional width
/// weights the two end taps by the fraction (Giesen), so an animated σ blurs smoothly. The cost per pixel
/// does not depend on σ.
public struct BoxBlur {
    /// Half-width of the full-weight window.
    public let radius: Int
    /// Weight of the two taps just outside the window, 0…1.
    public let fraction: Double

    /// The box for a Gaussian of standard deviation `sigma` (pixels) split over `passes` boxes.
    public init(sigma: Double, passes: Int = 3) {
        let variance = max(sigma, 0) * max(sigma, 0) / Double(max(passes, 1))
        var r = 0
        while BoxBlur.variance(radius: r + 1, fraction: 0) <= variance { r += 1 }
        let s = BoxBlur.sumOfSquares(r)
        let f = (variance * Double(2 * r + 1) - s) / (2 * Double((r + 1) * (r + 1)) - 2 * variance)
        radius = r
        fraction = min(max(f, 0), 1)
    }

    /// The variance of one box (in pixels²).
    public var variance: Double { BoxBlur.variance(radius: radius, fraction: fraction) }

    private static func sumOfSquares(_ r: Int) -> Double { Double(r * (r + 1) * (2 * r + 1)) / 3 }

    static func variance(radius r: Int, fraction f: Double) -> Double {
        (sumOfSquares(r) + 2 * f * Double((r + 1) * (r + 1))) / (Double(2 * r + 1) + 2 * f)
    }

    /// Whether the box changes nothing.
    public var isIdentity: Bool { radius == 0 && fraction < 1e-4 }
}
