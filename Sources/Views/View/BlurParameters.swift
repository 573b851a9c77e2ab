import Foundation

/// The animatable description of a backdrop blur: Gaussian σ in points, colour saturation, and a tint drawn
/// over the blurred backdrop. Animating an effect interpolates these, not a cross-fade.
///
/// ```swift
/// BlurParameters(style: .dark).radius     // 20
/// blurView.presentationBlur.radius        // the radius on screen now, mid-animation
/// ```
nonisolated public struct BlurParameters: Hashable, Sendable, Animatable {
    public var radius: CGFloat
    public var saturation: CGFloat
    public var tint: Color

    public init(radius: CGFloat, saturation: CGFloat, tint: Color) {
        self.radius = radius
        self.saturation = saturation
        self.tint = tint
    }

    /// No blur at all (a nil effect).
    public static let none = BlurParameters(radius: 0, saturation: 1, tint: .clear)

    /// The parameters of a system style.
    public init(style: BlurEffect.Style) {
        switch style {
        case .extraLight: self.init(radius: 20, saturation: 1.8, tint: Color(white: 0.97, alpha: 0.6))
        case .light: self.init(radius: 20, saturation: 1.8, tint: Color(white: 1, alpha: 0.3))
        case .dark: self.init(radius: 20, saturation: 1.8, tint: Color(white: 0.11, alpha: 0.73))
        }
    }

    /// Whether the parameters leave the backdrop unchanged.
    public var isIdentity: Bool { radius <= 0.01 && abs(saturation - 1) < 0.001 && tint.alpha <= 0.001 }

    /// The additive form of `BlurParameters`: radius, saturation and premultiplied tint, all scaling with x.
    ///
    /// ```swift
    /// let light = BlurParameters(style: .light), none = BlurParameters.none
    /// light.interpolated(to: none, fraction: 0.5).radius   // 10
    /// ```
    nonisolated public struct AnimatableData: AnimatableVector, Hashable, Sendable {
        var radius: CGFloat
        var saturation: CGFloat
        var tint: PremultipliedRGBA

        public static var zero: AnimatableData {
            AnimatableData(radius: 0, saturation: 0, tint: PremultipliedRGBA(red: 0, green: 0, blue: 0, alpha: 0))
        }
        public static func + (a: AnimatableData, b: AnimatableData) -> AnimatableData {
            AnimatableData(radius: a.radius + b.radius, saturation: a.saturation + b.saturation, tint: a.tint + b.tint)
        }
        public static func - (a: AnimatableData, b: AnimatableData) -> AnimatableData {
            AnimatableData(radius: a.radius - b.radius, saturation: a.saturation - b.saturation, tint: a.tint - b.tint)
        }
        public func scaled(x: Double, y: Double) -> AnimatableData {
            AnimatableData(radius: radius * CGFloat(x), saturation: saturation * CGFloat(x), tint: tint.scaled(x: x, y: y))
        }
    }

    public var animatableData: AnimatableData {
        AnimatableData(radius: radius, saturation: saturation, tint: tint.animatableData)
    }

    public init(animatableData d: AnimatableData) {
        self.init(radius: max(d.radius, 0), saturation: max(d.saturation, 0), tint: Color(animatableData: d.tint))
    }
}

/// A blur with explicit parameters, for radii the system styles don't offer (and what a visual-effect view's
/// `effect` reads after an animation was stopped between two effects).
///
/// ```swift
/// blurView.effect = CustomBlurEffect(radius: 6, saturation: 1)
/// ```
public final class CustomBlurEffect: VisualEffect {
    public let parameters: BlurParameters

    public init(radius: CGFloat, saturation: CGFloat = 1.8, tint: Color = .clear) {
        parameters = BlurParameters(radius: radius, saturation: saturation, tint: tint)
        super.init()
    }

    public override var blur: BlurParameters { parameters }
}
