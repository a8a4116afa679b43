#include <iostream>
#include "engine/registry.hpp"
int main() {
    auto game = plies::engine::create_game("tictactoe");
    std::cout << game->render();
}
