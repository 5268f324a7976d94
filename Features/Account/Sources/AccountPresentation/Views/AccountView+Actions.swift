import AccountDomain
import ReplKit

/// The account screen's actions: each asks what it needs, in order, then hands the answers
/// to the ViewModel. A question left unanswered (Ctrl-C, the end of a script) changes nothing.
extension AccountView {
    func signIn() async -> ReplOutcome {
        if let name = viewModel.signedInName { return failure(.alreadySignedIn(name: name)) }
        guard let email = questions.ask(.text(strings.text(.questionEmail))),
            let password = questions.ask(.secret(strings.text(.questionPassword)))
        else { return nothingChanged }
        return outcome(await viewModel.signInSubmitted(email: email, password: password))
    }

    func register() async -> ReplOutcome {
        if let name = viewModel.signedInName { return failure(.alreadySignedIn(name: name)) }
        guard let name = questions.ask(.text(strings.text(.questionName))),
            let email = questions.ask(.text(strings.text(.questionEmail))),
            let password = questions.ask(.secret(strings.text(.questionPassword)))
        else { return nothingChanged }
        return outcome(await viewModel.registrationSubmitted(name: name, email: email, password: password))
    }

    /// Forgot: the email, a code sent to it, the code typed, a new password.
    func resetForgottenPassword() async -> ReplOutcome {
        if let name = viewModel.signedInName { return failure(.alreadySignedIn(name: name)) }
        guard let email = questions.ask(.text(strings.text(.questionEmail))) else { return nothingChanged }
        let requested = await viewModel.passwordResetRequested(email: email)
        guard case .codeSent(let address) = requested else { return outcome(requested) }
        let sent = strings.text(.noticeCodeSent, ["email": address])
        guard let code = questions.ask(.text(strings.text(.questionCode), note: sent)),
            let password = questions.ask(.secret(strings.text(.questionNewPassword)))
        else { return nothingChanged }
        return outcome(await viewModel.newPasswordSubmitted(email: address, code: code, password: password))
    }

    func deleteAccount() async -> ReplOutcome {
        guard viewModel.signedInName != nil else { return failure(.notSignedIn) }
        guard let email = questions.ask(.text(strings.text(.questionConfirmDelete))) else { return nothingChanged }
        return outcome(await viewModel.deleteAccountConfirmed(email: email))
    }

    func outcome(_ notice: AccountNotice) -> ReplOutcome {
        switch notice {
        case .signedIn(let name): .messageThenRender(strings.text(.noticeSignedIn, ["name": name]))
        case .registered(let name): .messageThenRender(strings.text(.noticeRegistered, ["name": name]))
        case .codeSent(let email): .message(strings.text(.noticeCodeSent, ["email": email]))
        case .passwordChanged: .message(strings.text(.noticePasswordChanged))
        case .signedOut(let told):
            .messageThenRender(strings.text(told ? .noticeSignedOut : .noticeSignedOutBackendNotTold))
        case .accountDeleted: .messageThenRender(strings.text(.noticeAccountDeleted))
        case .failed(let error): failure(error)
        }
    }

    private func failure(_ error: AccountError) -> ReplOutcome {
        .failure(AccountErrorText.text(error, strings))
    }

    private var nothingChanged: ReplOutcome {
        .failure(strings.text(.noticeNothingChanged))
    }
}
