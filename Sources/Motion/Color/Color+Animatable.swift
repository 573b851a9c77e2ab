import Foundation

/// A colour animates in premultiplied RGBA, so fading in or out adds no dark fringe.
extension Color: Animatable {
    public var animatableData: PremultipliedRGBA {
        PremultipliedRGBA(red: red * alpha, green: green * alpha, blue: blue * alpha, alpha: alpha)
    }

    /// The colour with straight alpha; components are clamped to 0…1 and an alpha near 0 gives `.clear`.
    public init(animatableData v: PremultipliedRGBA) {
        let a = Color.clamped(v.alpha)
        guard a > 1e-6 else { self = .clear; return }
        self.init(red: v.red / a, green: v.green / a, blue: v.blue / a, alpha: a)
    }
}
