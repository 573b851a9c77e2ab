import Foundation

#if DEBUG
extension View {
    /// Debug builds: a view made outside any `World.run(_:)` falls back to `World.main`, whose scheduler a host
    /// with a world of its own never steps and whose text measurer only estimates: almost always a view made too
    /// early (a stored property's initial value before its owner's world exists). Reported, not silent.
    func reportIfMadeOutsideAnyWorld() {
        guard !World.isBound else { return }
        Diagnostics.report("\(type(of: self)) made outside any World.run(_:): it joins World.main (its display links "
            + "and animations run only if something steps World.main); make it inside the run of the world it belongs to")
    }
}
#endif
