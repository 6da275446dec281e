//! The start screen rendered by the real component tree in a browser (wasm-bindgen-test in
//! headless Chromium): the title, the new-game flow with its two modes, and the language switch.
#![cfg(target_arch = "wasm32")]

use std::time::Duration;

use opcg_web::App;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::{Element, HtmlElement, HtmlInputElement};

wasm_bindgen_test_configure!(run_in_browser);

/// Yew renders on its own scheduler: give it a few ticks.
async fn settle() {
    yew::platform::time::sleep(Duration::from_millis(30)).await;
}

fn mount() -> Element {
    let doc = web_sys::window().unwrap().document().unwrap();
    // Start from the default settings, in Japanese.
    web_sys::window().unwrap().local_storage().unwrap().unwrap().clear().unwrap();
    let root = doc.create_element("div").unwrap();
    doc.body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<App>::with_root(root.clone()).render();
    root
}

fn click(root: &Element, selector: &str) {
    root.query_selector(selector).unwrap().unwrap_or_else(|| panic!("no {selector}")).dyn_into::<HtmlElement>().unwrap().click();
}

fn text(root: &Element, selector: &str) -> String {
    root.query_selector(selector).unwrap().unwrap_or_else(|| panic!("no {selector}")).text_content().unwrap_or_default()
}

#[wasm_bindgen_test]
async fn start_screen_offers_a_new_game_with_both_modes_and_switches_language() {
    let root = mount();
    settle().await;

    // Switch to Japanese explicitly (the default follows the browser's language).
    let ja = root.query_selector_all(".chips button").unwrap().item(0).unwrap().dyn_into::<HtmlElement>().unwrap();
    ja.click();
    settle().await;
    assert_eq!(text(&root, "#title"), "ONE PIECE カードゲーム テーブル");
    assert_eq!(text(&root, "#new-game"), "新しいゲーム");

    click(&root, "#new-game");
    settle().await;
    assert!(root.query_selector("#new-game-title").unwrap().is_some(), "the new-game panel opens");
    let pass = root.query_selector("#mode-pass").unwrap().unwrap().dyn_into::<HtmlInputElement>().unwrap();
    let open = root.query_selector("#mode-open").unwrap().unwrap().dyn_into::<HtmlInputElement>().unwrap();
    assert!(pass.checked(), "pass-and-play is the default mode");
    assert!(!open.checked());

    open.click();
    settle().await;
    let open = root.query_selector("#mode-open").unwrap().unwrap().dyn_into::<HtmlInputElement>().unwrap();
    assert!(open.checked(), "choosing open hands sticks");
    // The game choice is separate from the mode, and the One Piece Card Game is the default.
    let opcg = root.query_selector("#game-opcg").unwrap().unwrap().dyn_into::<HtmlInputElement>().unwrap();
    assert!(opcg.checked());
    assert!(text(&root, ".modes:not(.games) .mode-on .mode-name").contains("オープンハンド"));

    // English, and the choice survives in local storage.
    let en = root.query_selector_all(".chips button").unwrap().item(1).unwrap().dyn_into::<HtmlElement>().unwrap();
    en.click();
    settle().await;
    assert_eq!(text(&root, "#title"), "One Piece Card Game Table");
    assert_eq!(text(&root, ".modes:not(.games) .mode-on .mode-name"), "Open hands");
    let doc = web_sys::window().unwrap().document().unwrap();
    assert_eq!(doc.document_element().unwrap().get_attribute("lang").as_deref(), Some("en"));
    let saved = web_sys::window().unwrap().local_storage().unwrap().unwrap().get_item("opcg.prefs.v1").unwrap().unwrap();
    assert!(saved.contains("\"En\"") && saved.contains("OpenHands"), "{saved}");

    root.remove();
}
