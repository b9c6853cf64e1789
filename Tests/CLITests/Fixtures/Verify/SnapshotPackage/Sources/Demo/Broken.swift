// An error the project already has: --verify only counts new ones.
let alreadyBroken: Int = "not a number"
