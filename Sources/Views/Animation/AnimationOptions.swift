import Foundation

extension View {
    /// The named curves (UIView.AnimationCurve).
    public typealias AnimationCurve = Motion.AnimationCurve

    /// Options of the block-based animation API (UIView.AnimationOptions).
    ///
    /// ```swift
    /// View.animate(withDuration: 0.4, delay: 0, options: [.curveEaseOut, .allowUserInteraction],
    ///              animations: { card.center.y -= 120 })
    /// View.transition(with: label, duration: 0.3, options: .transitionCrossDissolve, animations: { label.text = "Done" })
    /// ```
    nonisolated public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out the animated views' trees at commit, so layout changes the block causes animate with it.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Animated views keep receiving touches.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the on-screen value (always the case here: animations are additive).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat indefinitely.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run backward after running forward.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// A nested block keeps its own duration instead of the enclosing block's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// A nested block keeps its own curve instead of the enclosing block's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Content transitions draw the new content live (always the case here).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// `transition(from:to:)` hides and shows the views instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// A nested block does not inherit the enclosing block's repeat, autoreverse and interaction options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The curve the options name.
        public var curve: AnimationCurve {
            switch (rawValue >> 16) & 0xF {
            case 1: return .easeIn
            case 2: return .easeOut
            case 3: return .linear
            default: return .easeInOut
            }
        }

        /// The timing the options' curve describes.
        public var timingParameters: CubicTimingParameters { CubicTimingParameters(animationCurve: curve) }

        /// The content transition the options name, if any.
        public var transition: ContentTransition.Kind? {
            ContentTransition.Kind(rawValue: Int((rawValue >> 20) & 0xF))
        }
    }

    /// Options of keyframe animations (UIView.KeyframeAnimationOptions).
    ///
    /// ```swift
    /// View.animateKeyframes(withDuration: 1, options: .calculationModeDiscrete, animations: {
    ///     View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { light.backgroundColor = .systemRed }
    ///     View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { light.backgroundColor = .systemGreen }
    /// })
    /// ```
    nonisolated public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Keyframes interpolate linearly over their windows (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each keyframe's changes apply at once at its start.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Not supported (reported; keyframes run linear).
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Not supported (reported; keyframes run linear).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Not supported (reported; keyframes run linear).
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The calculation mode the options name.
        public var calculationMode: KeyframeAnimationOptions {
            KeyframeAnimationOptions(rawValue: rawValue & (0x7 << 10))
        }

        var animationOptions: AnimationOptions {
            AnimationOptions(rawValue: rawValue & 0x3FF).union(.curveLinear)
        }
    }
}
