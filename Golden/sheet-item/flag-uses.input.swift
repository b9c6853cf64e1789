import SwiftUI

struct Invoice {
    let number: Int
}

struct InvoiceView: View {
    let invoice: Invoice
    @Binding var isPresented: Bool
    var body: some View {
        Button("Done") { isPresented = false }
    }
}

struct InvoicesView: View {
    let invoices: [Invoice]
    @State private var showInvoice = false
    @State private var current: Invoice?

    var body: some View {
        VStack {
            Button("Open") {
                current = invoices.first
                showInvoice = true
            }
            if showInvoice {
                Text("Showing")
            }
        }
        .sheet(isPresented: $showInvoice, onDismiss: { print(current?.number ?? 0) }) {
            if let invoice = current {
                InvoiceView(invoice: invoice, isPresented: $showInvoice)
            }
        }
    }

    func close() {
        showInvoice = false
    }
}
