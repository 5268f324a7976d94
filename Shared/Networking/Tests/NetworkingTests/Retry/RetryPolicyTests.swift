import Networking
import Testing

@Suite("RetryPolicy")
struct RetryPolicyTests {
    private let policy = RetryPolicy(maxAttempts: 10)

    @Test("Given the default policy When it is made Then it allows 3 attempts, starting at 0.5 s, doubling, capped at 8 s")
    func defaults() {
        let policy = RetryPolicy()

        #expect(policy.maxAttempts == 3)
        #expect(policy.baseDelay == .milliseconds(500))
        #expect(policy.multiplier == 2)
        #expect(policy.maxDelay == .seconds(8))
        #expect(policy.maxRetryAfter == .seconds(8))
    }

    @Test("Given the default backoff When the waits after attempts 1 to 7 are asked for Then they double from 0.5 s up to 8 s")
    func backoffDoublesUpToTheCap() {
        let waits = (1...7).map(policy.delay(afterAttempt:))

        #expect(waits == [.milliseconds(500), .seconds(1), .seconds(2), .seconds(4), .seconds(8), .seconds(8), .seconds(8)])
    }

    @Test("Given a policy with zero attempts When it is made Then it still makes one attempt")
    func atLeastOneAttempt() {
        #expect(RetryPolicy(maxAttempts: 0).maxAttempts == 1)
        #expect(RetryPolicy.never.maxAttempts == 1)
    }

    @Test("Given a transient failure with attempts left When the policy is asked Then it waits the backoff")
    func transientFailureWaitsBackoff() {
        #expect(policy.delayBeforeRetry(after: .timedOut, attempt: 2) == .seconds(1))
    }

    @Test("Given a transient failure on the last attempt When the policy is asked Then it does not try again")
    func lastAttemptIsFinal() {
        #expect(RetryPolicy().delayBeforeRetry(after: .unreachable, attempt: 3) == nil)
    }

    @Test(
        "Given a failure that is not transient When the policy is asked Then it does not try again",
        arguments: [
            RemoteFailure.httpStatus(404), .httpStatus(401), .malformedResponse, .tooLarge(limit: 10), .cancelled,
        ]
    )
    func nonTransientIsFinal(failure: RemoteFailure) {
        #expect(policy.delayBeforeRetry(after: failure, attempt: 1) == nil)
    }

    @Test(
        "Given a 429 or 503 with a Retry-After within the cap When the policy is asked Then it waits what the server asked",
        arguments: [429, 503])
    func retryAfterIsHonoured(status: Int) {
        #expect(policy.delayBeforeRetry(after: .httpStatus(status, retryAfter: .seconds(3)), attempt: 1) == .seconds(3))
    }

    @Test("Given a 429 with a Retry-After longer than the cap When the policy is asked Then it does not try again")
    func retryAfterBeyondCapIsFinal() {
        #expect(policy.delayBeforeRetry(after: .httpStatus(429, retryAfter: .seconds(9)), attempt: 1) == nil)
    }

    @Test("Given a policy with a 60 s Retry-After cap When a 503 asks for 30 s Then it waits 30 s")
    func customRetryAfterCap() {
        let policy = RetryPolicy(maxRetryAfter: .seconds(60))

        #expect(policy.delayBeforeRetry(after: .httpStatus(503, retryAfter: .seconds(30)), attempt: 1) == .seconds(30))
    }

    @Test("Given a 500 with a Retry-After When the policy is asked Then it waits the backoff, not the header")
    func retryAfterOnlyFor429And503() {
        #expect(policy.delayBeforeRetry(after: .httpStatus(500, retryAfter: .seconds(3)), attempt: 1) == .milliseconds(500))
    }
}
