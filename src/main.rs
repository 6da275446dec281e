//! The page's entry point: mounts the Yew app on `<body>`.
fn main() {
    opcg_web::start();
}
