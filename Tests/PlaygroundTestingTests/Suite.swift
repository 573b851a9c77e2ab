import Testing
import TestSupport

/// The tests of the scene tester and golden images, each in a world of its own.
@Suite(.world) enum PlaygroundTestingSuite {}
