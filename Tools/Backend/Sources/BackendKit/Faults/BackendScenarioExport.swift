// The scenario format (faults, rules, their parser) lives in its own target; BackendKit's
// files and clients see it as part of BackendKit.
@_exported import BackendScenario
