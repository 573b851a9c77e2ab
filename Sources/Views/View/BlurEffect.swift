import Foundation

/// An effect a visual-effect view applies to what lies behind it (UIVisualEffect).
///
/// ```swift
/// final class FrostEffect: VisualEffect {
///     override var blur: BlurParameters { BlurParameters(radius: 12, saturation: 1.4, tint: Color(white: 1, alpha: 0.2)) }
/// }
/// blurView.effect = FrostEffect()
/// ```
open class VisualEffect: Equatable {
    public init() {}
    /// The blur parameters the effect stands for.
    open var blur: BlurParameters { .none }
    public static func == (a: VisualEffect, b: VisualEffect) -> Bool { a.blur == b.blur }
}

/// A blur of the backdrop in one of the system styles (UIBlurEffect).
///
/// ```swift
/// let blurView = VisualEffectView(effect: nil)
/// View.animate(withDuration: 0.5) { blurView.effect = BlurEffect(style: .dark) }   // the blur itself animates
/// ```
public final class BlurEffect: VisualEffect {
    /// Blur styles (UIBlurEffect.Style).
    ///
    /// ```swift
    /// BlurEffect(style: .light)
    /// ```
    nonisolated public enum Style: Int, Sendable, CaseIterable {
        case extraLight, light, dark
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    public override var blur: BlurParameters { BlurParameters(style: style) }
}
