import Foundation

extension View {
    /// Animates the changes `animations` makes, over `duration` seconds after `delay` (UIView.animate).
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        runBlock(duration: duration, delay: delay, timing: options.timingParameters, options: options,
                 animations: animations, completion: completion)
    }

    /// Animates with the default options.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates with a spring of damping ratio `dampingRatio` fitted to `duration`; `velocity` is in total
    /// animation distances per second.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let spring = SpringTimingParameters(dampingRatio: dampingRatio,
                                            initialVelocity: CGVector(dx: velocity, dy: velocity))
        runBlock(duration: duration, delay: delay, timing: spring, options: options, animations: animations,
                 completion: completion)
    }

    /// Animates with iOS 17's spring of perceptual duration `springDuration` and `bounce` (see
    /// `SpringParameters`); `velocity` is in total animation distances per second.
    ///
    /// The block runs in real time until the spring settles (its `settlingDuration`, longer than
    /// `springDuration`), and the completion runs then. An invalid duration or bounce is ignored (0.5 s,
    /// bounce 0) with a diagnostic.
    public static func animate(springDuration: TimeInterval = 0.5, bounce: CGFloat = 0,
                               initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        if let message = SpringParameters.misuse(
            perceptualDuration: springDuration, bounce: Double(bounce),
            caller: "animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)") {
            Diagnostics.report(message)
        }
        let spring = SpringTimingParameters(duration: springDuration, bounce: bounce,
                                            initialVelocity: CGVector(dx: velocity, dy: velocity))
        runBlock(duration: spring.curves(forDuration: 0).duration, delay: delay, timing: spring, options: options,
                 animations: animations, completion: completion)
    }

    /// Runs keyframes added with `addKeyframe` inside `animations` over `duration` seconds.
    ///
    /// `.calculationModeLinear` (the default) interpolates each keyframe over its window;
    /// `.calculationModeDiscrete` applies each keyframe's changes at once at its start. The paced and cubic
    /// modes are not supported: they are reported and run linear.
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                                        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                        completion: ((Bool) -> Void)? = nil) {
        let discrete = options.calculationMode == .calculationModeDiscrete
        if options.calculationMode != .calculationModeLinear && !discrete {
            Diagnostics.report("animateKeyframes: the paced and cubic calculation modes are not supported; the keyframes run linear")
        }
        if var context = AnimationRecorder.current {
            // Inside a property animator or another block: the keyframes follow that timing.
            context.isKeyframeBlock = true
            context.discrete = discrete
            AnimationRecorder.record(context, animations)
            if let completion { completeWhenDone(context.group, completion) }
            return
        }
        let opts = options.animationOptions
        runBlock(duration: duration, delay: delay, timing: CubicTimingParameters(animationCurve: .linear),
                 options: opts, keyframes: true, discrete: discrete, animations: animations, completion: completion)
    }

    /// Adds a keyframe: the changes in `animations` run from `frameStartTime` for `frameDuration`, both
    /// relative (0…1) to the enclosing keyframe animation or property animator.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping () -> Void) {
        guard let outer = AnimationRecorder.current else {
            Diagnostics.report("addKeyframe(withRelativeStartTime:relativeDuration:animations:) must be called inside an animation block; applying the changes without animation")
            animations()
            return
        }
        let span = outer.keyEnd - outer.keyStart
        let start = min(max(frameStartTime, 0), 1)
        let end = min(max(frameStartTime + max(frameDuration, 0), start), 1)
        var context = outer
        context.keyStart = outer.keyStart + span * start
        context.keyEnd = outer.keyStart + span * end
        context.isKeyframeBlock = false
        AnimationRecorder.record(context, animations)
    }

    /// Applies `actionsWithoutAnimation` at once, even inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationRecorder.withoutAnimation(actionsWithoutAnimation)
    }

    /// Whether property changes made now are animated.
    public static var areAnimationsEnabled: Bool { AnimationRecorder.current != nil }

    /// Transitions `view`'s content: the changes in `animations` appear at once under a cross-dissolve or flip
    /// between a snapshot of the old content and the new. Inside a property animator the transition follows it.
    public static func transition(with view: View, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let kind = options.transition ?? .none
        let before = view.snapshotView(afterScreenUpdates: false)
        let world = view.world
        AnimationRecorder.withoutAnimation { animations?() }
        if let context = AnimationRecorder.current {
            view.contentTransition = ContentTransition(kind: kind, before: before, source: context.source())
            context.group.registerTransition(view)
            if let completion { completeWhenDone(context.group, completion) }
            return
        }
        let group = LayerAnimationGroup(world: world, duration: duration, delay: 0, timing: options.timingParameters,
                                        options: options, completion: completion)
        view.contentTransition = ContentTransition(kind: kind, before: before,
                                                   source: ProgressSource(group: group, keyStart: 0, keyEnd: 1))
        group.registerTransition(view)
        world.engine.add(group)
    }

    /// Records one `View.animate` block. Nested in another block, it inherits that block's duration, curve
    /// and repeat/autoreverse/interaction options, as UIKit's do, unless the `overrideInherited…` options say
    /// otherwise.
    /// Replaces `fromView` by `toView` in its superview under a content transition of the superview (UIKit's
    /// `transition(from:to:duration:options:completion:)`): `toView` is added (or, with
    /// `.showHideTransitionViews`, shown and `fromView` hidden) and the superview's old content cross-dissolves,
    /// flips or curls into the new.
    public static func transition(from fromView: View, to toView: View, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let container = fromView.superview else {
            Diagnostics.report("transition(from:to:): \(fromView) has no superview to transition in")
            return
        }
        transition(with: container, duration: duration, options: options, animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
                if toView.superview == nil { container.insertSubview(toView, aboveSubview: fromView) }
            } else {
                container.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }

    private static func runBlock(duration: TimeInterval, delay: TimeInterval, timing: TimingCurveProvider,
                                 options: AnimationOptions, keyframes: Bool = false, discrete: Bool = false,
                                 animations: () -> Void, completion: ((Bool) -> Void)?) {
        var duration = duration, timing = timing, options = options
        if let outer = AnimationRecorder.current?.group as? LayerAnimationGroup {
            if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
            if !options.contains(.overrideInheritedCurve) { timing = outer.timing }
            if !options.contains(.overrideInheritedOptions) { options.formUnion(outer.inheritableOptions) }
        }
        let group = LayerAnimationGroup(world: World.current, duration: duration, delay: delay, timing: timing,
                                        options: options, completion: completion)
        group.isKeyframes = keyframes
        AnimationRecorder.record(RecordingContext(group: group, isKeyframeBlock: keyframes, discrete: discrete)) {
            animations()
            // Laid out at commit time, so layout changes animate with the block.
            if options.contains(.layoutSubviews) { group.layOutAnimatedViews() }
        }
        // Like UIKit, the completion runs (on a later frame) even when nothing changed; in the world of the
        // views animated (the current one when there are none).
        group.world.engine.add(group)
    }

    /// Runs `completion` when the property animator or the `View.animate` block owning `group` ends.
    private static func completeWhenDone(_ group: AnimationBatch, _ completion: @escaping (Bool) -> Void) {
        if let animatorGroup = group as? AnimatorGroup {
            animatorGroup.animator.addCompletion { position in completion(position == .end) }
        } else if let layerGroup = group as? LayerAnimationGroup {
            layerGroup.addNestedCompletion(completion)
        }
    }
}
