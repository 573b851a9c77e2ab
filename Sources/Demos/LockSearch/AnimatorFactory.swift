import Views

/// The animators of seed 000, gathered as its AnimatorFactory.
enum AnimatorFactory {
    /// The widget table scales up from 0.67 and fades in (easeIn, 0.33 s; the transform with delayFactor 0.33).
    static func scaleUp(view: View) -> ViewPropertyAnimator {
        let scale = ViewPropertyAnimator(duration: 0.33, curve: .easeIn)
        scale.addAnimations {
            view.alpha = 1.0
        }
        scale.addAnimations({
            view.transform = .identity
        }, delayFactor: 0.33)
        return scale
    }

    /// An icon jiggles: −π/8, +π/8, back to identity over 0.33 s.
    @discardableResult
    static func jiggle(view: View) -> ViewPropertyAnimator {
        ViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.33, delay: 0, animations: {
            View.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.25) {
                view.transform = CGAffineTransform(rotationAngle: -.pi / 8)
            }
            View.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.75) {
                view.transform = CGAffineTransform(rotationAngle: +.pi / 8)
            }
            View.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 1.0) {
                view.transform = .identity
            }
        }, completion: { _ in
            view.transform = .identity
        })
    }

    /// Fades a view in or out.
    @discardableResult
    static func fade(view: View, visible: Bool) -> ViewPropertyAnimator {
        ViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.5, delay: 0.1, options: .curveEaseOut, animations: {
            view.alpha = visible ? 1.0 : 0.0
        })
    }

    /// Moves a constraint by `by` with a spring of damping ratio 0.55.
    @discardableResult
    static func animateConstraint(view: View, constraint: LayoutConstraint, by: CGFloat) -> ViewPropertyAnimator {
        let spring = SpringTimingParameters(dampingRatio: 0.55)
        let animator = ViewPropertyAnimator(duration: 1.0, timingParameters: spring)
        animator.addAnimations {
            constraint.constant += by
            view.layoutIfNeeded()
        }
        return animator
    }

    /// The pressure preview: the backdrop darkens and blurs while the effect view grows, turning in the second half.
    static func grow(view: VisualEffectView, blurView: VisualEffectView) -> ViewPropertyAnimator {
        view.contentView.alpha = 0
        view.transform = .identity
        let animator = ViewPropertyAnimator(duration: 0.5, curve: .easeIn)
        animator.addAnimations {
            View.animateKeyframes(withDuration: 0.5, delay: 0.0, animations: {
                View.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 1.0) {
                    blurView.effect = BlurEffect(style: .dark)
                    view.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
                }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    view.transform = view.transform.rotated(by: -.pi / 8)
                }
            })
        }
        animator.addCompletion { position in
            switch position {
            case .start: blurView.effect = nil
            case .end: blurView.effect = BlurEffect(style: .dark)
            default: break
            }
        }
        return animator
    }

    /// Undoes everything the grow animator did (spring, damping ratio 0.7).
    static func reset(frame: CGRect, view: VisualEffectView, blurView: VisualEffectView) -> ViewPropertyAnimator {
        ViewPropertyAnimator(duration: 0.5, dampingRatio: 0.7) {
            view.transform = .identity
            view.frame = frame
            view.contentView.alpha = 0
            blurView.effect = nil
            view.layoutIfNeeded()
        }
    }

    /// Opens the icon's menu above it, left or right by where the icon is.
    static func complete(view: VisualEffectView) -> ViewPropertyAnimator {
        ViewPropertyAnimator(duration: 0.3, dampingRatio: 0.7) {
            view.contentView.alpha = 1
            view.transform = .identity
            view.frame = CGRect(x: view.frame.minX - view.frame.minX / 2.5, y: view.frame.maxY - 140,
                                width: view.frame.width + 120, height: 60)
            view.layoutIfNeeded()
        }
    }
}
