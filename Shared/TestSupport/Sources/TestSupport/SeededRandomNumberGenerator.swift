import Primitives

/// SplitMix64 (from `Primitives`): a random number generator whose whole sequence follows
/// from its seed, for tests that generate input (fuzzing) and must be able to run the same
/// input again.
public typealias SeededRandomNumberGenerator = SplitMix64
