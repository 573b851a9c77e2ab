import Foundation

/// An effect a visual-effect view applies to what lies behind it (UIVisualEffect).
open class VisualEffect: Equatable {
    public init() {}
    /// The blur parameters the effect stands for.
    open var blur: BlurParameters { .none }
    public static func == (a: VisualEffect, b: VisualEffect) -> Bool { a.blur == b.blur }
}

/// A blur of the backdrop in one of the system styles (UIBlurEffect).
public final class BlurEffect: VisualEffect {
    /// Blur styles (UIBlurEffect.Style).
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
