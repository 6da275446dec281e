//! `cargo run -p opcg-cards --example dump_readings -- DIR LANG`: every card's reading of a card
//! list folder (`LANG` = `en` or `ja`), one block per card: the AST read (abilities, trigger,
//! unread spans) and its writing in both languages (the card's own language with its printing
//! hints). Two dumps taken before and after a grammar change are compared with `diff`: a
//! refactoring of the grammar must leave them equal.

use std::path::PathBuf;
use std::process::ExitCode;

use game_core::Lang;
use opcg_cards::compile::{compile_card, hints_of};
use opcg_cards::punk;
use opcg_cards::render::{render_card, render_card_hinted};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(dir), Some(lang)) = (args.first(), args.get(1)) else {
        eprintln!("usage: dump_readings DIR en|ja");
        return ExitCode::from(2);
    };
    let lang = match lang.as_str() {
        "en" => Lang::En,
        "ja" => Lang::Ja,
        other => {
            eprintln!("dump_readings: unknown language {other:?} (en or ja)");
            return ExitCode::from(2);
        }
    };
    let list = match punk::read_path(&PathBuf::from(dir), lang) {
        Ok(l) => l,
        Err(errs) => {
            eprintln!("dump_readings: {} errors reading {dir} (first: {:?})", errs.len(), errs.first().map(|e| e.to_string()));
            return ExitCode::FAILURE;
        }
    };
    let other = if lang == Lang::En { Lang::Ja } else { Lang::En };
    for (number, card) in &list.cards {
        let c = compile_card(card, lang);
        println!("== {number}");
        for a in &c.def.abilities {
            println!("  ability {a:?}");
        }
        println!("  trigger {:?}", c.def.trigger);
        for u in c.unread.iter().chain(c.trigger_unread.iter()) {
            println!("  unread {:?}: {}", u.span, u.text);
        }
        let (own, own_trigger) = render_card_hinted(&c.def, hints_of(card, lang), lang);
        println!("  {lang:?}: {own:?} {own_trigger:?}");
        let (theirs, their_trigger) = render_card(&c.def, other);
        println!("  {other:?}: {theirs:?} {their_trigger:?}");
    }
    ExitCode::SUCCESS
}
