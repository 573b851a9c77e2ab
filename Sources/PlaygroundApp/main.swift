import CAllocCounter
import Demos
import Playground

// `playground`: the built-in demos on the Playground host, with the bench's demo cases and this executable's
// allocation counter (it defines the malloc family, so every allocation is counted).
Playground.main(Playground.Configuration(
    scenes: Demos.scenes,
    benchmarks: DemoBenchmarks.cases,
    programName: "playground",
    allocationCounter: { alloc_counter_is_active() != 0 ? alloc_counter_allocations() : 0 }))
