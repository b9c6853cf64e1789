extension HeadphoneAction {
    var paidFeature: PaidFeature? { nil }
}
