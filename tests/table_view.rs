//! The table component rendered in a browser (wasm-bindgen-test in headless Chromium): a
//! pass-and-play game shows nothing behind the curtain, then only the acting player's hand;
//! with open hands the board shows at once.
#![cfg(target_arch = "wasm32")]

use std::time::Duration;

use opcg_web::decks;
use opcg_web::prefs::PlayMode;
use opcg_web::session::Session;
use opcg_web::table::{GameProps, GameScreen};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::{Element, HtmlElement};
use yew::Callback;

wasm_bindgen_test_configure!(run_in_browser);

async fn settle() {
    yew::platform::time::sleep(Duration::from_millis(30)).await;
}

fn mount(mode: PlayMode) -> Element {
    let doc = web_sys::window().unwrap().document().unwrap();
    let root = doc.create_element("div").unwrap();
    doc.body().unwrap().append_child(&root).unwrap();
    let session = Session::new(decks::setup(0, 1, 5).unwrap(), mode).unwrap();
    let props = GameProps { session, lang: opcg_web::i18n::Lang::En, on_exit: Callback::noop(), undo_in_pass_and_play: false, replay: false };
    yew::Renderer::<GameScreen>::with_root_and_props(root.clone(), props).render();
    root
}

/// A pass-and-play game of a few steps, mounted as a replay.
fn mount_replay() -> Element {
    let doc = web_sys::window().unwrap().document().unwrap();
    let root = doc.create_element("div").unwrap();
    doc.body().unwrap().append_child(&root).unwrap();
    let mut session = Session::new(decks::setup(0, 1, 5).unwrap(), PlayMode::PassAndPlay).unwrap();
    for _ in 0..6 {
        let seat = session.decision_seat().unwrap();
        let legal = session.seat(seat).legal_actions();
        let a = legal.iter().find(|a| **a != opcg_engine::Action::Concede).unwrap().clone();
        session.apply(seat, a).unwrap();
    }
    let props = GameProps { session, lang: opcg_web::i18n::Lang::En, on_exit: Callback::noop(), undo_in_pass_and_play: false, replay: true };
    yew::Renderer::<GameScreen>::with_root_and_props(root.clone(), props).render();
    root
}

fn count(root: &Element, selector: &str) -> u32 {
    root.query_selector_all(selector).unwrap().length()
}

fn click(root: &Element, selector: &str) {
    root.query_selector(selector).unwrap().unwrap_or_else(|| panic!("no {selector}")).dyn_into::<HtmlElement>().unwrap().click();
}

#[wasm_bindgen_test]
async fn pass_and_play_hides_everything_behind_the_curtain() {
    let root = mount(PlayMode::PassAndPlay);
    settle().await;
    assert_eq!(count(&root, "#curtain-show"), 1);
    assert_eq!(count(&root, ".card"), 0, "no card is drawn behind the curtain");
    click(&root, "#curtain-show");
    settle().await;
    assert_eq!(count(&root, "#go-first"), 1, "the chosen player decides first or second");
    assert_eq!(count(&root, ".hand-theirs .card:not(.back)"), 0, "the other hand shows only backs");
    root.remove();
}

#[wasm_bindgen_test]
async fn open_hands_shows_the_board_and_both_hands() {
    let root = mount(PlayMode::OpenHands);
    settle().await;
    assert_eq!(count(&root, "#curtain-show"), 0);
    assert_eq!(count(&root, ".side.mine .zone.leader .card"), 1);
    assert_eq!(count(&root, ".side.theirs .zone.leader .card"), 1);
    click(&root, "#go-first");
    settle().await;
    assert_eq!(count(&root, ".hand-mine .card"), 5, "an opening hand of five");
    assert_eq!(count(&root, ".hand-theirs .card.back"), 0, "open hands: the other hand is face up");
    assert_eq!(count(&root, ".hand-theirs .card"), 5);
    root.remove();
}

/// A replay of a pass-and-play game: no curtain, Player A's view (the other hand face down), no
/// decision to take; the step buttons move through the game.
#[wasm_bindgen_test]
async fn a_replay_has_no_curtain_and_offers_no_play() {
    let root = mount_replay();
    settle().await;
    assert_eq!(count(&root, "#curtain-show"), 0);
    assert_eq!(count(&root, "#replay-badge"), 1);
    assert_eq!(count(&root, "#go-first, #end-turn, #concede, #undo"), 0, "nothing to play");
    let step = |root: &Element| root.query_selector("#replay-step").unwrap().unwrap().text_content().unwrap();
    assert_eq!(step(&root), "Step 0 of 6");
    click(&root, "#replay-last");
    settle().await;
    assert_eq!(step(&root), "Step 6 of 6");
    assert_eq!(count(&root, ".hand-theirs .card:not(.back)"), 0, "the other hand shows only backs");
    assert!(count(&root, ".hand-mine .card") > 0, "Player A's own hand");
    click(&root, "#replay-back");
    settle().await;
    assert_eq!(step(&root), "Step 5 of 6");
    root.remove();
}
