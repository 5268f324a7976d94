import Navigation

/// What a person did on the account screen that leads elsewhere: nothing yet — every account
/// action is answered on the screen itself (its questions are asked in place).
public enum AccountFlowStep: FlowStep, Equatable {}
