import Networking

/// How `RandomUserAPISource` tries again after a transient failure (see `Networking.RetryPolicy`).
/// Named here so that code building a source, and its tests, need not import Networking.
public typealias RetryPolicy = Networking.RetryPolicy
